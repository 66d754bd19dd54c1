import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEWS_HOME_COUNT, NEWS_PAGE_SIZE, type News, type NewsListItem } from '@intranet/contract';
import { api } from '../../lib/api-client';

const newsKey = ['news'] as const;

export interface NewsPageQuery {
  q?: string;
  page: number;
  limit?: number;
}

/** The newest news for the home ('Actualidad': 1 featured + 4 side items). */
export function useLatestNews(count = NEWS_HOME_COUNT) {
  return useQuery({
    queryKey: [...newsKey, 'latest', count],
    queryFn: ({ signal }) => api.get<NewsListItem[]>(`/noticias?ultimas=${count}`, { signal }),
  });
}

/** One page of the news list, searched on the server; the previous page stays shown while the next loads. */
export function useNewsPage({ q, page, limit = NEWS_PAGE_SIZE }: NewsPageQuery) {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) params.set('q', q);
  return useQuery({
    queryKey: [...newsKey, 'page', q ?? '', page, limit],
    queryFn: ({ signal }) => api.getPage<NewsListItem>(`/noticias?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNews(id: number | null) {
  return useQuery({
    queryKey: [...newsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<News>(`/noticias/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** 'Noticias Relacionadas': three others picked at random by the server, kept while the page is open. */
export function useRelatedNews(id: number | null) {
  return useQuery({
    queryKey: [...newsKey, 'related', id],
    queryFn: ({ signal }) => api.get<NewsListItem[]>(`/noticias/${id}/relacionadas`, { signal }),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

/** Creates (no id) or updates a news item from its multipart form. */
export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null ? api.postForm<News>('/noticias', form) : api.putForm<News>(`/noticias/${id}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: newsKey }),
  });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/noticias/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: newsKey }),
  });
}
