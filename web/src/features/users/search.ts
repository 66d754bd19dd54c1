import { foldText } from '@intranet/contract';

/** Case- and accent-insensitive text for client-side search. */
export function normalizeSearch(text: string | null | undefined): string {
  return foldText(text ?? '').trim();
}

/** True when any of the values contains the query. An empty query matches everything. */
export function matchesSearch(query: string, ...values: (string | null | undefined)[]): boolean {
  const q = normalizeSearch(query);
  return !q || values.some((v) => normalizeSearch(v).includes(q));
}
