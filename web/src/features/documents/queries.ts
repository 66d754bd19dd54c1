import { queryOptions } from '@tanstack/react-query';
import type { DocumentCount, DocumentListQuery, DocumentPage, DocumentVersionItem } from '@intranet/contract';
import { api } from '../../lib/api-client';

const all = ['documents'] as const;

function listPath(query: DocumentListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `/procedimientos?${qs}` : '/procedimientos';
}

/** True when two queries differ at most in the page number. */
function sameFilters(a: DocumentListQuery, b: DocumentListQuery): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('pagina');
  return [...keys].every((k) => a[k as keyof DocumentListQuery] === b[k as keyof DocumentListQuery]);
}

/** The document queries, keys and options in one place (every key starts with `all`). */
export const documentQueries = {
  all,
  /**
   * One page of documents from GET /api/procedimientos (filters, search and paging run on the server).
   * While another page of the same list loads, the current one stays on screen; other filters start empty.
   */
  page: (query: DocumentListQuery, enabled = true) =>
    queryOptions({
      queryKey: [...all, 'list', query] as const,
      queryFn: ({ signal }) => api.get<DocumentPage>(listPath(query), { signal }),
      placeholderData: (previous, previousQuery) => {
        const previousParams = previousQuery?.queryKey[2] as DocumentListQuery | undefined;
        return previousParams && sameFilters(previousParams, query) ? previous : undefined;
      },
      enabled,
    }),
  /** GET /api/procedimientos/conteos: visible documents per sub-area (refreshed with the lists). */
  counts: () =>
    queryOptions({
      queryKey: [...all, 'counts'],
      queryFn: ({ signal }) => api.get<DocumentCount[]>('/procedimientos/conteos', { signal }),
      staleTime: 60_000,
    }),
  /** GET /api/procedimientos/{id}/versiones (admin): newest first. */
  versions: (id: number | null) =>
    queryOptions({
      queryKey: [...all, 'versions', id],
      queryFn: ({ signal }) => api.get<DocumentVersionItem[]>(`/procedimientos/${id}/versiones`, { signal }),
      enabled: id !== null,
    }),
};
