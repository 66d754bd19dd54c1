import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { twoFactorQueries } from './queries';

export const useTwoFactorStatus = () => useQuery(twoFactorQueries.status());

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (password: string) => api.post<TwoFactorSetup>('/user/2fa/setup', { password }),
  });
}

/** Enabling also refreshes the session, which may have been restricted until now. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; codigo: string }) =>
      api.post<{ enabled: true; recoveryCodes: string[] }>('/user/2fa/enable', input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoFactorQueries.status().queryKey });
      // The session feature's key (features do not import each other).
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; codigo: string }) => api.post<void>('/user/2fa/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueries.status().queryKey }),
  });
}
