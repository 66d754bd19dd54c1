import { queryOptions } from '@tanstack/react-query';
import type { Announcement, LecturaPendiente, News } from '@intranet/contract';
import { api } from '../../lib/api-client';

const all = ['lecturas'] as const;

/** Mandatory reading, the worker's side: keys and options in one place (the admin's in admin-queries.ts). */
export const lecturaQueries = {
  all,
  /** GET /api/lecturas/pendientes: by due date, overdue marked (shared by the navbar, /Home and /lecturas). */
  pending: (enabled = true) =>
    queryOptions({
      queryKey: [...all, 'pendientes'],
      queryFn: ({ signal }) => api.get<LecturaPendiente[]>('/lecturas/pendientes', { signal }),
      staleTime: 30_000,
      enabled,
    }),
  /** GET /api/noticias/{id}: the article of a reading (fetching it is what the server records as opened). */
  news: (id: number) =>
    queryOptions({
      queryKey: [...all, 'noticia', id],
      queryFn: ({ signal }) => api.get<News>(`/noticias/${id}`, { signal }),
    }),
  /** GET /api/announcements/{id}: the announcement of a reading (fetching it is what the server records as opened). */
  announcement: (id: number) =>
    queryOptions({
      queryKey: [...all, 'anuncio', id],
      queryFn: ({ signal }) => api.get<Announcement>(`/announcements/${id}`, { signal }),
    }),
};
