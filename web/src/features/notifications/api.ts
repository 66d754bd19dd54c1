import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { notificationQueries } from './queries';

export const useNotifications = () => useQuery(notificationQueries.list());
export const usePushKey = () => useQuery(notificationQueries.pushKey());

/** POST /api/notificaciones/leidas: what the person saw when opening the list. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claves: string[]) => api.post<NotificationList>('/notificaciones/leidas', { claves }),
    onSuccess: (list) => client.setQueryData(notificationQueries.list().queryKey, list),
  });
}
