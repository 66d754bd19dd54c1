import { queryOptions } from '@tanstack/react-query';
import type { DeviceMap, Profile } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** The own profile's queries, keys and options in one place. */
export const profileQueries = {
  /** GET /api/user/profile: the caller's own profile. */
  profile: () => queryOptions({ queryKey: ['profile'], queryFn: () => api.get<Profile>('/user/profile') }),
  /** GET /api/datos/dispositivos: RUT → device (a worker receives only their own entry). */
  devices: () => queryOptions({ queryKey: ['dispositivos'], queryFn: () => api.get<DeviceMap>('/datos/dispositivos') }),
};
