import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LecturaEvidencia } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { lecturaQueries } from './queries';

/** Mandatory reading, the worker's side. */
export const usePendingReadings = (enabled = true) => useQuery(lecturaQueries.pending(enabled));
export const useReadingNews = (id: number) => useQuery(lecturaQueries.news(id));
export const useReadingAnnouncement = (id: number) => useQuery(lecturaQueries.announcement(id));

/** Asks the server again (after the PDF or the article was opened, the reading can be confirmed). */
export function useRefreshPendingReadings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: lecturaQueries.pending().queryKey });
}

/** POST /api/lecturas/{id}/confirmar: 'Leí y comprendí'. */
export function useConfirmReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<LecturaEvidencia>(`/lecturas/${id}/confirmar`),
    onSettled: () => client.invalidateQueries({ queryKey: lecturaQueries.all }),
  });
}

export const pendingLabel = (n: number) => `Pendientes de lectura (${n})`;
