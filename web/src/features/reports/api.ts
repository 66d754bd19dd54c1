import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReport,
  PowerBiPage,
  PowerBiPageConfig,
  Report,
  ReportInput,
  ReportUserPermissions,
} from '@intranet/contract';
import { api } from '../../lib/api-client';

const keys = {
  mine: ['reportes', 'mis-reportes'] as const,
  page: (page: PowerBiPage) => ['powerbi-page', page] as const,
  admin: ['admin', 'reportes'] as const,
  users: ['admin', 'reportes', 'usuarios'] as const,
  pages: ['admin', 'powerbi-pages'] as const,
};

/** GET /api/reportes/mis-reportes: the reports the logged-in user may see (none for most workers). */
export function useMyReports(enabled = true) {
  return useQuery({
    queryKey: keys.mine,
    queryFn: () => api.get<Report[]>('/reportes/mis-reportes'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Whether the 'Reportes' navigation item is enabled: the user has at least one report. */
/** True or false once the caller's reports are known; undefined while they load. */
export function useCanSeeReports(loggedIn: boolean): boolean | undefined {
  const { data, isPending } = useMyReports(loggedIn);
  if (!loggedIn) return false;
  if (isPending) return undefined;
  return (data?.length ?? 0) > 0;
}

/** GET /api/get-powerbi-url/{page} → {embedUrl}. */
export function usePowerBiPage(page: PowerBiPage) {
  return useQuery({
    queryKey: keys.page(page),
    queryFn: () => api.get<{ embedUrl: string }>(`/get-powerbi-url/${page}`),
  });
}

export function useAdminReports() {
  return useQuery({ queryKey: keys.admin, queryFn: () => api.get<AdminReport[]>('/admin/reportes') });
}

export function useReportUsers() {
  return useQuery({
    queryKey: keys.users,
    queryFn: () => api.get<ReportUserPermissions[]>('/admin/reportes/usuarios'),
  });
}

export function usePowerBiPages() {
  return useQuery({ queryKey: keys.pages, queryFn: () => api.get<PowerBiPageConfig[]>('/admin/powerbi-pages') });
}

/** After any admin change, every report list (the admin's own included) is read again. */
function useInvalidateReports() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: keys.admin }), qc.invalidateQueries({ queryKey: keys.mine })]);
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
      await Promise.all([invalidate(), qc.invalidateQueries({ queryKey: keys.users })]);
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
        qc.invalidateQueries({ queryKey: keys.pages }),
        qc.invalidateQueries({ queryKey: keys.page(page) }),
      ]),
  });
}
