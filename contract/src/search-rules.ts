// Zod-free rules of the search: the navbar box imports these on the first load without zod.
import { foldText } from './text-fold.js';

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
 * The spans of `text` that match a search's words, ignoring case and accents, for the client to mark:
 * `[start, end)` offsets into `text`, sorted and not overlapping.
 */
export function matchSpans(text: string, q: string): [number, number][] {
  // Fold one character at a time so folded offsets are the original offsets. ASCII (most of a PDF's text) takes
  // a fast path; other characters are folded once per call (a 100 KB text went from ~100 ms to a few).
  const parts: string[] = [];
  const seen = new Map<string, string>();
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80) {
      parts.push(code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch);
      continue;
    }
    let f = seen.get(ch);
    if (f === undefined) {
      const n = foldText(ch);
      f = n.length === ch.length ? n : ch;
      seen.set(ch, f);
    }
    parts.push(f);
  }
  const folded = parts.join('');
  const words = [...new Set(foldText(q).split(/[^\p{L}\p{N}]+/u))].filter((w) => w.length > 0);
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
