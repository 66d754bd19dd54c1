import { useQuery } from '@tanstack/react-query';
import { INDICATORS_REFRESH_MS, type IndicatorsResponse } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** GET /api/indicadores on load and every 10 minutes (spec §4, §9). */
export function useIndicators(enabled = true) {
  return useQuery({
    queryKey: ['indicadores'],
    queryFn: () => api.get<IndicatorsResponse>('/indicadores'),
    enabled,
    refetchInterval: INDICATORS_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: INDICATORS_REFRESH_MS,
    retry: false,
  });
}
