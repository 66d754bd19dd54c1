import { queryOptions } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** The two-factor queries, keys and options in one place. */
export const twoFactorQueries = {
  status: () => queryOptions({ queryKey: ['two-factor'], queryFn: () => api.get<TwoFactorStatus>('/user/2fa') }),
};
