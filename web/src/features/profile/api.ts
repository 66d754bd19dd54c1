import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, Profile } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { profileQueries } from './queries';

export const useProfile = () => useQuery(profileQueries.profile());
export const useDevices = () => useQuery(profileQueries.devices());

/** PUT /api/user/profile/update, multipart `telefono` and optional `imagen_perfil`. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.putForm<Profile>('/user/profile/update', form),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueries.profile().queryKey, profile);
      // The directory's pages (the users feature's key: features do not import each other).
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
