import { useQuery } from '@tanstack/react-query';
import type { Holiday, PanelStats } from '@intranet/contract';
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
