// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';

/** `GET /api/health` while the database answers (otherwise 503 with `{error}`). */
export const healthSchema = z.object({ status: z.literal('ok') });
