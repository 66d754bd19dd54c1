import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The links page's queries, keys and options in one place. */
export const linkQueries = {
  /** GET /api/datos/dispositivos: an object from RUT to device type. */
  devices: (enabled = true) =>
    queryOptions({
      queryKey: ['datos', 'dispositivos'],
      queryFn: () => api.get<unknown>('/datos/dispositivos'),
      enabled,
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
