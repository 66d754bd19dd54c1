import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@intranet/contract';
import { branchQueries } from './queries';

/** Used until the server's configuration arrives, or if it cannot be read. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '© colaboradores de OpenStreetMap',
};

/** GET /api/config-cliente: the map tile template configured on the server (TILE_URL). */
export function useClientConfig(): ClientConfig {
  const { data } = useQuery(branchQueries.clientConfig());
  return data ?? DEFAULT_CLIENT_CONFIG;
}
