import type { z } from 'zod';
import { invalidInput } from '../plugins/errors.js';

/**
 * Parses input with a contract schema, or throws `invalidInput`. Routes do not call it: their schemas are
 * checked by Fastify before the handler (plugins/api-schema.ts) and forms by `withForm`; it remains for
 * input that does not come from a request (seed data).
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error.issues);
}
