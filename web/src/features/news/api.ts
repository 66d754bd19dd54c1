import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { News } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { newsQueries, type NewsPageQuery } from './queries';

export const useLatestNews = (count?: number) => useQuery(newsQueries.latest(count));
export const useNewsPage = (query: NewsPageQuery) => useQuery(newsQueries.page(query));
export const useNews = (id: number | null) => useQuery(newsQueries.detail(id));
export const useRelatedNews = (id: number | null) => useQuery(newsQueries.related(id));

/** Creates (no id) or updates a news item from its multipart form. */
export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null ? api.postForm<News>('/noticias', form) : api.putForm<News>(`/noticias/${id}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: newsQueries.all }),
  });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/noticias/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: newsQueries.all }),
  });
}
