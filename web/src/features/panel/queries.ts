import { queryOptions } from '@tanstack/react-query';
import type { Holiday, LecturaAdminItem, PanelStats, ResetRequest } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** The admin panel's queries, keys and options in one place. */
export const panelQueries = {
  /** GET /api/admin/panel/estadisticas: users per month and uploaded document types, from the database. */
  stats: () =>
    queryOptions({
      queryKey: ['admin', 'panel', 'estadisticas'],
      queryFn: () => api.get<PanelStats>('/admin/panel/estadisticas'),
    }),
  /** GET /api/admin/panel/feriados?anio=: Chile's public holidays, computed on the server. */
  holidays: (year: number) =>
    queryOptions({
      queryKey: ['admin', 'panel', 'feriados', year],
      queryFn: () => api.get<Holiday[]>(`/admin/panel/feriados?anio=${year}`),
      staleTime: Infinity,
    }),
  /** GET /api/solicitudes-restablecimiento: pending forgotten-password requests, one per person. */
  resetRequests: () =>
    queryOptions({
      queryKey: ['admin', 'solicitudes-restablecimiento'],
      queryFn: () => api.get<ResetRequest[]>('/solicitudes-restablecimiento'),
    }),
  /** GET /api/lecturas (admin): the mandatory readings, for the Panel's overdue to-do item. */
  lecturas: () =>
    queryOptions({
      queryKey: ['admin', 'panel', 'lecturas'],
      queryFn: () => api.get<LecturaAdminItem[]>('/lecturas'),
    }),
};
