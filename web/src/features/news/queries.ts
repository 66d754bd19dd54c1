import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { NEWS_HOME_COUNT, NEWS_PAGE_SIZE, type News, type NewsListItem } from '@intranet/contract';
import { api } from '../../lib/api-client';

export interface NewsPageQuery {
  q?: string;
  page: number;
  limit?: number;
}

const all = ['news'] as const;

/** The news queries, keys and options in one place (every key starts with `all`: one invalidation for all). */
export const newsQueries = {
  all,
  /** The newest news for the home ('Actualidad': 1 featured + 4 side items). */
  latest: (count = NEWS_HOME_COUNT) =>
    queryOptions({
      queryKey: [...all, 'latest', count],
      queryFn: ({ signal }) => api.get<NewsListItem[]>(`/noticias?ultimas=${count}`, { signal }),
    }),
  /** One page of the news list, searched on the server; the previous page stays shown while the next loads. */
  page: ({ q, page, limit = NEWS_PAGE_SIZE }: NewsPageQuery) => {
    const params = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (q) params.set('q', q);
    return queryOptions({
      queryKey: [...all, 'page', q ?? '', page, limit],
      queryFn: ({ signal }) => api.getPage<NewsListItem>(`/noticias?${params.toString()}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...all, 'detail', id],
      queryFn: ({ signal }) => api.get<News>(`/noticias/${id}`, { signal }),
      enabled: id !== null,
    }),
  /** 'Noticias Relacionadas': three others picked at random by the server, kept while the page is open. */
  related: (id: number | null) =>
    queryOptions({
      queryKey: [...all, 'related', id],
      queryFn: ({ signal }) => api.get<NewsListItem[]>(`/noticias/${id}/relacionadas`, { signal }),
      enabled: id !== null,
      staleTime: Infinity,
    }),
};
