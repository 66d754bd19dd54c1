import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, PushKey } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** The bell: the person's notifications, asked again every minute while the page is visible. */
export const notificationsKey = ['notificaciones'] as const;
const REFRESH_MS = 60_000;

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.get<NotificationList>('/notificaciones', { signal }),
    staleTime: 30_000,
    refetchInterval: REFRESH_MS,
  });
}

/** POST /api/notificaciones/leidas: what the person saw when opening the list. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claves: string[]) => api.post<NotificationList>('/notificaciones/leidas', { claves }),
    onSuccess: (list) => client.setQueryData(notificationsKey, list),
  });
}

/** GET /api/push/clave: whether the server sends phone notifications, and the key to subscribe with. */
export function usePushKey() {
  return useQuery({
    queryKey: [...notificationsKey, 'push-clave'],
    queryFn: ({ signal }) => api.get<PushKey>('/push/clave', { signal }),
    staleTime: Infinity,
  });
}
