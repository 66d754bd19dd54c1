import { z } from 'zod';
import { safeString } from './validation.js';

/**
 * Paged lists keep the spec's response shape (a plain JSON array) and send the number of matching rows
 * in this header, so a client can draw page numbers.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** A positive integer read from a query string, with one Spanish message for every way it can be wrong. */
export const positiveInt = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

/** `page` (from 1) and `limit` query fields of a paged list. */
export const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: positiveInt('Página inválida.', 100_000).default(1),
  limit: positiveInt(`limit debe ser un número entre 1 y ${maxLimit}.`, maxLimit).default(defaultLimit),
});

/** An optional search text of a list query. */
export const searchQuery = () =>
  safeString().trim().max(100, 'La búsqueda admite como máximo 100 caracteres.').optional();
