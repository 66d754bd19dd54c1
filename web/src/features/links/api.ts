import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/datos/dispositivos: an object from RUT to device type (spec §3 Device map). */
export function useDevices(enabled = true) {
  return useQuery({
    queryKey: ['datos', 'dispositivos'],
    queryFn: () => api.get<unknown>('/datos/dispositivos'),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
