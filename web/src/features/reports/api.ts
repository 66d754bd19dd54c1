import { useQuery } from '@tanstack/react-query';
import type { PowerBiPage } from '@intranet/contract';
import { reportQueries } from './queries';

export const useMyReports = (enabled = true) => useQuery(reportQueries.mine(enabled));

/** Whether the 'Reportes' navigation item is enabled: the user has at least one report. */
/** True or false once the caller's reports are known; undefined while they load. */
export function useCanSeeReports(loggedIn: boolean): boolean | undefined {
  const { data, isPending } = useMyReports(loggedIn);
  if (!loggedIn) return false;
  if (isPending) return undefined;
  return (data?.length ?? 0) > 0;
}

export const usePowerBiPage = (page: PowerBiPage) => useQuery(reportQueries.powerBiUrl(page));
