import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, DeviceMap, Profile } from '@intranet/contract';
import { api } from '../../lib/api-client';

const keys = { profile: ['profile'] as const, devices: ['dispositivos'] as const };

/** GET /api/user/profile: the caller's own profile. */
export function useProfile() {
  return useQuery({ queryKey: keys.profile, queryFn: () => api.get<Profile>('/user/profile') });
}

/** GET /api/datos/dispositivos: RUT → device (a worker receives only their own entry). */
export function useDevices() {
  return useQuery({ queryKey: keys.devices, queryFn: () => api.get<DeviceMap>('/datos/dispositivos') });
}

/** PUT /api/user/profile/update, multipart `telefono` and optional `imagen_perfil`. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.putForm<Profile>('/user/profile/update', form),
    onSuccess: (profile) => {
      queryClient.setQueryData(keys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: ['trabajadores'] });
    },
  });
}

/** POST /api/user/change-password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: Omit<ChangePasswordInput, 'rut'>) =>
      api.post<{ message: string }>('/user/change-password', input),
  });
}
