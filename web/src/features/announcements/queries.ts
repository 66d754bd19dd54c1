import { queryOptions } from '@tanstack/react-query';
import type { Announcement } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** The announcement queries, keys and options in one place. */
export const announcementQueries = {
  all: ['announcements'] as const,
  /** Every announcement (one per type). Public: /anuncios/{type} is shown without a session. */
  list: () =>
    queryOptions({
      queryKey: ['announcements'] as const,
      // A visitor without a session must not be sent to /login from this public page.
      queryFn: ({ signal }) => api.get<Announcement[]>('/announcements', { signal, redirectOnUnauthorized: false }),
    }),
};
