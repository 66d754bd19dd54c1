import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@intranet/contract';
import { api } from '../../lib/api-client';

export type AuditFilters = Partial<Pick<AuditQuery, 'accion' | 'usuario' | 'desde' | 'hasta'>> & { page: number };

/** The audit log's queries, keys and options in one place. */
export const auditQueries = {
  /** The audit log, one page at a time. */
  page: (filters: AuditFilters) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
    return queryOptions({
      queryKey: ['audit', filters],
      queryFn: ({ signal }) => api.get<AuditPage>(`/admin/auditoria?${params.toString()}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
};
