// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { outText, safeString } from './validation.js';
import { SEARCH_GROUPS, SEARCH_MAX_LENGTH, SEARCH_MESSAGES, SEARCH_MIN_LENGTH } from './search-rules.js';

/**
 * Query of `GET /api/buscar`: `q` (2–200 characters after trimming), optional `tipo` (one group, paged
 * by `pagina` from 1); without `tipo`, the first few items of every group.
 */
export const searchQuerySchema = z.object({
  q: safeString({ error: SEARCH_MESSAGES.short })
    .trim()
    .min(SEARCH_MIN_LENGTH, SEARCH_MESSAGES.short)
    .max(SEARCH_MAX_LENGTH, SEARCH_MESSAGES.long),
  tipo: z.enum(SEARCH_GROUPS, { error: SEARCH_MESSAGES.tipo }).optional(),
  pagina: z.coerce
    .number({ error: SEARCH_MESSAGES.pagina })
    .int(SEARCH_MESSAGES.pagina)
    .min(1, SEARCH_MESSAGES.pagina)
    .max(10_000, SEARCH_MESSAGES.pagina)
    .default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One hit. `fragmento` is plain text around the match (never HTML); the client marks the words. */
export const searchItemSchema = z.object({
  id: z.number(),
  titulo: outText(),
  /** The SPA path that opens the item. */
  url: outText(),
  fragmento: outText(),
  /** Extra line under the title (area, position, topic …), plain text. */
  detalle: outText().nullable(),
  /** ISO date or timestamp of the item when it has one. */
  fecha: outText().nullable(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupResultSchema = z.object({
  /** Matching items, counted up to SEARCH_COUNT_CAP. */
  total: z.number(),
  items: z.array(searchItemSchema),
});
export type SearchGroupResult = z.infer<typeof searchGroupResultSchema>;

export const searchResponseSchema = z.object({
  q: outText(),
  tipo: z.enum(SEARCH_GROUPS).nullable(),
  pagina: z.number(),
  por_pagina: z.number(),
  grupos: z.object({
    noticias: searchGroupResultSchema,
    documentos: searchGroupResultSchema,
    personas: searchGroupResultSchema,
    cursos: searchGroupResultSchema,
    foro: searchGroupResultSchema,
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
