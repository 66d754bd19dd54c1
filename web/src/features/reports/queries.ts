import { queryOptions } from '@tanstack/react-query';
import type { PowerBiPage, Report } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** The report queries of every user, keys and options in one place (the admin's in admin-queries.ts). */
export const reportQueries = {
  /** GET /api/reportes/mis-reportes: the reports the logged-in user may see (none for most workers). */
  mine: (enabled = true) =>
    queryOptions({
      queryKey: ['reportes', 'mis-reportes'],
      queryFn: () => api.get<Report[]>('/reportes/mis-reportes'),
      enabled,
      staleTime: 5 * 60_000,
    }),
  /** GET /api/get-powerbi-url/{page} → {embedUrl}. */
  powerBiUrl: (page: PowerBiPage) =>
    queryOptions({
      queryKey: ['powerbi-page', page],
      queryFn: () => api.get<{ embedUrl: string }>(`/get-powerbi-url/${page}`),
    }),
};
