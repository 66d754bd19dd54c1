import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Holiday, LecturaAdminItem, PanelStats, ResetRequest } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** GET /api/admin/panel/estadisticas: users per month and uploaded document types, from the database. */
export function usePanelStats() {
  return useQuery({
    queryKey: ['admin', 'panel', 'estadisticas'],
    queryFn: () => api.get<PanelStats>('/admin/panel/estadisticas'),
  });
}

/** GET /api/admin/panel/feriados?anio=: Chile's public holidays, computed on the server. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: ['admin', 'panel', 'feriados', year],
    queryFn: () => api.get<Holiday[]>(`/admin/panel/feriados?anio=${year}`),
    staleTime: Infinity,
  });
}

const resetKeys = ['admin', 'solicitudes-restablecimiento'] as const;

/** GET /api/solicitudes-restablecimiento: pending forgotten-password requests, one per person. */
export function useResetRequests() {
  return useQuery({ queryKey: resetKeys, queryFn: () => api.get<ResetRequest[]>('/solicitudes-restablecimiento') });
}

/** Reloads the pending requests (after a temporary password was given elsewhere). */
export function useRefreshResetRequests() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: resetKeys });
}

/** DELETE /api/solicitudes-restablecimiento/{id}: dismisses the request (and the person's other pending ones). */
export function useDismissResetRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/solicitudes-restablecimiento/${id}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: resetKeys }),
  });
}

/** GET /api/lecturas (admin): the mandatory readings, for the Panel's overdue to-do item. */
export function useLecturasForPanel() {
  return useQuery({
    queryKey: ['admin', 'panel', 'lecturas'],
    queryFn: () => api.get<LecturaAdminItem[]>('/lecturas'),
  });
}
