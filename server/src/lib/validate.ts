import type { z } from 'zod';
import { badRequest } from '../plugins/errors.js';

/**
 * Parses input with a contract schema. On failure throws a 400 whose `fields` maps each field to its
 * Spanish message and whose sentence is the first message.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'Datos inválidos.';
  throw badRequest(first, fields);
}
