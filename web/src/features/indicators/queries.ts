import { queryOptions } from '@tanstack/react-query';
import { INDICATORS_REFRESH_MS, type IndicatorsResponse } from '@intranet/contract';
import { api } from '../../lib/api-client';

const STORE_KEY = 'indicadores';

/** The last values this browser received: shown, with their date, while the server cannot give new ones. */
function lastKnown(): IndicatorsResponse | undefined {
  try {
    return JSON.parse(localStorage.getItem(STORE_KEY) ?? '') as IndicatorsResponse;
  } catch {
    return undefined;
  }
}

/** The indicators' queries, keys and options in one place. */
export const indicatorQueries = {
  /** GET /api/indicadores on load and every 10 minutes. */
  latest: (enabled = true) =>
    queryOptions({
      queryKey: ['indicadores'],
      queryFn: async () => {
        const data = await api.get<IndicatorsResponse>('/indicadores');
        try {
          localStorage.setItem(STORE_KEY, JSON.stringify(data));
        } catch {
          // Storage full or blocked: only the in-memory copy is kept.
        }
        return data;
      },
      // The stored copy shows at once and is asked again straight away (it counts as old).
      initialData: lastKnown,
      initialDataUpdatedAt: 0,
      enabled,
      refetchInterval: INDICATORS_REFRESH_MS,
      refetchIntervalInBackground: true,
      staleTime: INDICATORS_REFRESH_MS,
      retry: false,
    }),
};
