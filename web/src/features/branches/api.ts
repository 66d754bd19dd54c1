import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** Used until the server's configuration arrives, or if it cannot be read. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '© colaboradores de OpenStreetMap',
};

const clientConfigQuery = queryOptions({
  queryKey: ['config-cliente'],
  queryFn: () => api.get<ClientConfig>('/config-cliente'),
  staleTime: Infinity,
});

/** GET /api/config-cliente: the map tile template configured on the server (TILE_URL). */
export function useClientConfig(): ClientConfig {
  const { data } = useQuery(clientConfigQuery);
  return data ?? DEFAULT_CLIENT_CONFIG;
}
