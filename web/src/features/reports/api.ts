import { useQuery } from '@tanstack/react-query';
import type { PowerBiPage } from '@intranet/contract';
import { reportQueries } from './queries';

export const useMyReports = (enabled = true) => useQuery(reportQueries.mine(enabled));

/** Whether the 'Reportes' navigation item is enabled: the user has at least one report. */
/** True or false once the caller's reports are known; undefined while they load. */
export function useCanSeeReports(loggedIn: boolean): boolean | undefined {
  const { data } = useMyReports(loggedIn);
  if (!loggedIn) return false;
  // Not answered (loading, or no connection on a phone): unknown, not locked — the page itself says what failed
  // instead of 'No tienes permiso…'. Locked only when the server said the person has no reports.
  if (data === undefined) return undefined;
  return data.length > 0;
}

export const usePowerBiPage = (page: PowerBiPage) => useQuery(reportQueries.powerBiUrl(page));
