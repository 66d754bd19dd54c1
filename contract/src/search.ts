// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { safeString } from './validation.js';

/** The groups of `GET /api/buscar`, in the order the results page shows them. */
export const SEARCH_GROUPS = ['noticias', 'documentos', 'personas', 'cursos', 'foro'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Spanish tab titles of the groups. */
export const SEARCH_GROUP_LABELS: Record<SearchGroup, string> = {
  noticias: 'Noticias',
  documentos: 'Documentos',
  personas: 'Personas',
  cursos: 'Cursos',
  foro: 'Foro',
};

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;
/** Items per group when no `tipo` is asked (the overview and the navbar suggestions). */
export const SEARCH_PREVIEW_SIZE = 5;
/** Items per page of one group (`tipo`). */
export const SEARCH_PAGE_SIZE = 20;
/** Counting stops here; the page shows "1000+" beyond. */
export const SEARCH_COUNT_CAP = 1000;

export const SEARCH_MESSAGES = {
  short: `La búsqueda debe tener al menos ${SEARCH_MIN_LENGTH} caracteres.`,
  long: `La búsqueda admite como máximo ${SEARCH_MAX_LENGTH} caracteres.`,
  tipo: 'Tipo de búsqueda inválido.',
  pagina: 'Página inválida.',
} as const;

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
  titulo: safeString(),
  /** The SPA path that opens the item. */
  url: safeString(),
  fragmento: safeString(),
  /** Extra line under the title (area, position, topic …), plain text. */
  detalle: safeString().nullable(),
  /** ISO date or timestamp of the item when it has one. */
  fecha: safeString().nullable(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupResultSchema = z.object({
  /** Matching items, counted up to SEARCH_COUNT_CAP. */
  total: z.number(),
  items: z.array(searchItemSchema),
});
export type SearchGroupResult = z.infer<typeof searchGroupResultSchema>;

export const searchResponseSchema = z.object({
  q: safeString(),
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

/**
 * The spans of `text` that match a search's words, ignoring case and accents, for the client to mark:
 * `[start, end)` offsets into `text`, sorted and not overlapping.
 */
export function matchSpans(text: string, q: string): [number, number][] {
  // Fold one code unit at a time so folded offsets are the original offsets.
  let folded = '';
  for (const ch of text) {
    const f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded += f.length === ch.length ? f : ch;
  }
  const words = [
    ...new Set(
      q
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u),
    ),
  ].filter((w) => w.length > 0);
  const spans: [number, number][] = [];
  for (const w of words) {
    for (let i = folded.indexOf(w); i !== -1; i = folded.indexOf(w, i + w.length)) spans.push([i, i + w.length]);
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged;
}
