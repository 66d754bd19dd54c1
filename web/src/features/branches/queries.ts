import { queryOptions } from '@tanstack/react-query';
import type { ClientConfig } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** The branches map's queries, keys and options in one place. */
export const branchQueries = {
  /** GET /api/config-cliente: the map tile template configured on the server (TILE_URL). */
  clientConfig: () =>
    queryOptions({
      queryKey: ['config-cliente'],
      queryFn: () => api.get<ClientConfig>('/config-cliente'),
      staleTime: Infinity,
    }),
};
