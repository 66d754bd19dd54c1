import { thumbOf } from '@intranet/contract';
import { apiUrl } from './api-client';

/** URL of a stored picture (`/uploads/...` is served at `/api/uploads/...`), or null when there is none. */
export const imageUrl = (path: string | null | undefined): string | null => (path ? apiUrl(path) : null);

/** URL of the ~480 px thumbnail of a stored picture, for cards and lists. */
export const thumbUrl = (path: string | null | undefined): string | null => (path ? apiUrl(thumbOf(path)) : null);
