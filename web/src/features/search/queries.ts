import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchGroup, type SearchResponse } from '@intranet/contract';
import { api } from '../../lib/api-client';

export interface SearchParams {
  q: string;
  tipo?: SearchGroup | undefined;
  pagina?: number;
}

/** True when the server accepts this text (2–200 characters once trimmed). */
export const isSearchable = (q: string) => q.trim().length >= SEARCH_MIN_LENGTH && q.trim().length <= SEARCH_MAX_LENGTH;

function searchPath({ q, tipo, pagina }: SearchParams): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (tipo) params.set('tipo', tipo);
  if (tipo && pagina && pagina > 1) params.set('pagina', String(pagina));
  return `/buscar?${params.toString()}`;
}

/** The search's queries, keys and options in one place. */
export const searchQueries = {
  /** GET /api/buscar: every group's count and items (a preview of each, or one page of `tipo`). */
  results: (params: SearchParams, options: { keepPrevious?: boolean } = {}) =>
    queryOptions({
      queryKey: ['search', params.q.trim(), params.tipo ?? null, params.pagina ?? 1],
      queryFn: ({ signal }) => api.get<SearchResponse>(searchPath(params), { signal }),
      enabled: isSearchable(params.q),
      staleTime: 30_000,
      placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    }),
};
