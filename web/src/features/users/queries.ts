import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { User, WorkersPage } from '@intranet/contract';
import { api } from '../../lib/api-client';

const users = ['users'] as const;
const workers = ['trabajadores'] as const;

/** What the directory asks for: search text, area, branch id and page (empty = no filter). */
export interface WorkersFilter {
  q: string;
  area: string;
  sucursal: number | null;
  pagina: number;
}

/** The people queries (admin user list and the directory), keys and options in one place. */
export const userQueries = {
  /** Every admin user query starts with this key. */
  users,
  /** Every directory page starts with this key. */
  workers,
  /**
   * GET /api/trabajadores: one page of the directory (public fields of active people), searched and
   * filtered on the server. The previous page stays on screen while the next one loads.
   */
  workersPage: ({ q, area, sucursal, pagina }: WorkersFilter) => {
    const params = new URLSearchParams({ pagina: String(pagina) });
    if (q) params.set('q', q);
    if (area) params.set('area', area);
    if (sucursal) params.set('sucursal', String(sucursal));
    return queryOptions({
      queryKey: [...workers, q, area, sucursal, pagina],
      queryFn: ({ signal }) => api.get<WorkersPage>(`/trabajadores?${params}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** GET /api/users (admin). */
  list: () => queryOptions({ queryKey: users, queryFn: () => api.get<User[]>('/users') }),
  /** GET /api/users/{id} (admin). */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...users, id],
      queryFn: () => api.get<User>(`/users/${id}`),
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
    }),
};
