import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, LecturaEvidencia, LecturaPendiente, News } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** Mandatory reading, the worker's side. */
export const lecturasKey = ['lecturas'] as const;
const pendingKey = [...lecturasKey, 'pendientes'] as const;

/** GET /api/lecturas/pendientes: by due date, overdue marked (shared by the navbar, /Home and /lecturas). */
export function usePendingReadings(enabled = true) {
  return useQuery({
    queryKey: pendingKey,
    queryFn: ({ signal }) => api.get<LecturaPendiente[]>('/lecturas/pendientes', { signal }),
    staleTime: 30_000,
    enabled,
  });
}

/** Asks the server again (after the PDF or the article was opened, the reading can be confirmed). */
export function useRefreshPendingReadings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pendingKey });
}

/** POST /api/lecturas/{id}/confirmar: 'Leí y comprendí'. */
export function useConfirmReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<LecturaEvidencia>(`/lecturas/${id}/confirmar`),
    onSettled: () => client.invalidateQueries({ queryKey: lecturasKey }),
  });
}

export const pendingLabel = (n: number) => `Pendientes de lectura (${n})`;

/** GET /api/noticias/{id}: the article of a reading (fetching it is what the server records as opened). */
export function useReadingNews(id: number) {
  return useQuery({
    queryKey: [...lecturasKey, 'noticia', id],
    queryFn: ({ signal }) => api.get<News>(`/noticias/${id}`, { signal }),
  });
}

/** GET /api/announcements/{id}: the announcement of a reading (fetching it is what the server records as opened). */
export function useReadingAnnouncement(id: number) {
  return useQuery({
    queryKey: [...lecturasKey, 'anuncio', id],
    queryFn: ({ signal }) => api.get<Announcement>(`/announcements/${id}`, { signal }),
  });
}
