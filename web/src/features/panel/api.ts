import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { panelQueries } from './queries';

export const usePanelStats = () => useQuery(panelQueries.stats());
export const useHolidays = (year: number) => useQuery(panelQueries.holidays(year));
export const useResetRequests = () => useQuery(panelQueries.resetRequests());
export const useLecturasForPanel = () => useQuery(panelQueries.lecturas());

/** Reloads the pending requests (after a temporary password was given elsewhere). */
export function useRefreshResetRequests() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: panelQueries.resetRequests().queryKey });
}

/** DELETE /api/solicitudes-restablecimiento/{id}: dismisses the request (and the person's other pending ones). */
export function useDismissResetRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/solicitudes-restablecimiento/${id}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: panelQueries.resetRequests().queryKey }),
  });
}
