import { queryOptions } from '@tanstack/react-query';
import type { NotificationList, PushKey } from '@intranet/contract';
import { api } from '../../lib/api-client';

const all = ['notificaciones'] as const;
const REFRESH_MS = 60_000;

/** The bell's queries, keys and options in one place. */
export const notificationQueries = {
  all,
  /** The person's notifications, asked again every minute while the page is visible. */
  list: () =>
    queryOptions({
      queryKey: all,
      queryFn: ({ signal }) => api.get<NotificationList>('/notificaciones', { signal }),
      staleTime: 30_000,
      refetchInterval: REFRESH_MS,
    }),
  /** GET /api/push/clave: whether the server sends phone notifications, and the key to subscribe with. */
  pushKey: () =>
    queryOptions({
      queryKey: [...all, 'push-clave'],
      queryFn: ({ signal }) => api.get<PushKey>('/push/clave', { signal }),
      staleTime: Infinity,
    }),
};
