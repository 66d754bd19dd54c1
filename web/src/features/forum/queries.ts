import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE, type Comment, type Topic } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { forumKeys } from './keys';

function commentsPage(base: string, before: number | undefined, signal: AbortSignal) {
  const qs = new URLSearchParams({ limit: String(COMMENTS_PAGE_SIZE) });
  if (before) qs.set('before', String(before));
  return api.get<Comment[]>(`${base}?${qs.toString()}`, { signal });
}

const nextBefore = (last: Comment[]) => (last.length === COMMENTS_PAGE_SIZE ? last[last.length - 1]?.id : undefined);

/** The forum's query options in one place, on the keys of keys.ts (which the cache updates also use). */
export const forumQueries = {
  /** Active topics for the home widget, newest first. */
  topics: () =>
    queryOptions({
      queryKey: forumKeys.topics,
      queryFn: ({ signal }) => api.get<Topic[]>('/temas', { signal }),
    }),
  /** Every topic, for /admin-comentarios. */
  adminTopics: () =>
    queryOptions({
      queryKey: forumKeys.adminTopics,
      queryFn: ({ signal }) => api.get<Topic[]>('/admin/temas', { signal }),
    }),
  /** A topic's comments, newest first, 50 at a time ("Cargar más comentarios"). */
  comments: (temaId: number | undefined) =>
    infiniteQueryOptions({
      queryKey: forumKeys.comments(temaId ?? 0),
      queryFn: ({ pageParam, signal }) => commentsPage(`/comentarios/${temaId}`, pageParam, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextBefore,
      enabled: !!temaId,
    }),
  /** The admin view of a topic's comments (active or not). */
  adminComments: (temaId: number | undefined) =>
    infiniteQueryOptions({
      queryKey: forumKeys.adminComments(temaId ?? 0),
      queryFn: ({ pageParam, signal }) => commentsPage(`/admin/comentarios/tema/${temaId}`, pageParam, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextBefore,
      enabled: !!temaId,
    }),
};
