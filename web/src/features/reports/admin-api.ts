import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PowerBiPage, PowerBiPageConfig, Report, ReportInput, ReportUserPermissions } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { reportAdminQueries } from './admin-queries';
import { reportQueries } from './queries';

/** The admin's side of the reports (/admin-reportes), apart from api.ts so the navbar does not load it. */
export const useAdminReports = () => useQuery(reportAdminQueries.admin());
export const useReportUsers = () => useQuery(reportAdminQueries.users());
export const usePowerBiPages = () => useQuery(reportAdminQueries.powerBiPages());

/** After any admin change, every report list (the admin's own included) is read again. */
function useInvalidateReports() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: reportAdminQueries.admin().queryKey }),
      qc.invalidateQueries({ queryKey: reportQueries.mine().queryKey }),
    ]);
}

export function useSaveReport() {
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ReportInput }) =>
      id ? api.put<Report>(`/admin/reportes/${id}`, input) : api.post<Report>('/admin/reportes', input),
    onSuccess: invalidate,
  });
}

export function useDeleteReport() {
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: (id: number) => api.del(`/admin/reportes/${id}`),
    onSuccess: invalidate,
  });
}

export function useSaveUserPermissions() {
  const invalidate = useInvalidateReports();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reportes }: { userId: number; reportes: number[] }) =>
      api.put<ReportUserPermissions>(`/admin/reportes/usuarios/${userId}`, { reportes }),
    onSuccess: async () => {
      await Promise.all([invalidate(), qc.invalidateQueries({ queryKey: reportAdminQueries.users().queryKey })]);
    },
  });
}

export function useSavePowerBiPage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ page, url }: { page: PowerBiPage; url: string }): Promise<void> => {
      if (url) await api.put<PowerBiPageConfig>(`/admin/powerbi-pages/${page}`, { url });
      else await api.del(`/admin/powerbi-pages/${page}`);
    },
    onSuccess: (_data, { page }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: reportAdminQueries.powerBiPages().queryKey }),
        qc.invalidateQueries({ queryKey: reportQueries.powerBiUrl(page).queryKey }),
      ]),
  });
}
