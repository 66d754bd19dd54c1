// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { safeString } from './validation.js';

/** A positive integer read from a query string, with one Spanish message for every way it can be wrong. */
export const positiveInt = /* #__NO_SIDE_EFFECTS__ */ (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

/** `page` (from 1) and `limit` query fields of a paged list. */
export const pageQuery = /* #__NO_SIDE_EFFECTS__ */ (defaultLimit: number, maxLimit: number) => ({
  page: positiveInt('Página inválida.', 100_000).default(1),
  limit: positiveInt(`limit debe ser un número entre 1 y ${maxLimit}.`, maxLimit).default(defaultLimit),
});

/** An optional search text of a list query. */
export const searchQuery = /* #__NO_SIDE_EFFECTS__ */ () =>
  safeString().trim().max(100, 'La búsqueda admite como máximo 100 caracteres.').optional();
