import { queryOptions } from '@tanstack/react-query';
import type { AdminReport, PowerBiPageConfig, ReportUserPermissions } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** The admin's report queries, keys and options in one place (apart, so the navbar does not load them). */
export const reportAdminQueries = {
  admin: () =>
    queryOptions({ queryKey: ['admin', 'reportes'], queryFn: () => api.get<AdminReport[]>('/admin/reportes') }),
  users: () =>
    queryOptions({
      queryKey: ['admin', 'reportes', 'usuarios'],
      queryFn: () => api.get<ReportUserPermissions[]>('/admin/reportes/usuarios'),
    }),
  powerBiPages: () =>
    queryOptions({
      queryKey: ['admin', 'powerbi-pages'],
      queryFn: () => api.get<PowerBiPageConfig[]>('/admin/powerbi-pages'),
    }),
};
