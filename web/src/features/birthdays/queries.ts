import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BIRTHDAYS_PAGE_SIZE, type Birthday, type MonthBirthday, type ReceivedGreetings } from '@intranet/contract';
import { api } from '../../lib/api-client';

const all = ['birthdays'] as const;
const greetings = ['saludos'] as const;

/** The birthday and greeting queries, keys and options in one place. */
export const birthdayQueries = {
  all,
  /** This month's birthdays (America/Santiago), by day. */
  month: () =>
    queryOptions({
      queryKey: [...all, 'mes'],
      queryFn: ({ signal }) => api.get<MonthBirthday[]>('/cumpleanos/mes', { signal }),
    }),
  /** One page of every birthday (admin list), searched by name or position on the server. */
  page: ({ q, page, limit = BIRTHDAYS_PAGE_SIZE }: { q?: string; page: number; limit?: number }) => {
    const params = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (q) params.set('q', q);
    return queryOptions({
      queryKey: [...all, 'page', q ?? '', page, limit],
      queryFn: ({ signal }) => api.getPage<Birthday>(`/cumpleanos?${params.toString()}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** GET /api/saludos: the caller's greetings, newest first, and how many are unread. */
  greetings: () =>
    queryOptions({
      queryKey: greetings,
      queryFn: ({ signal }) => api.get<ReceivedGreetings>('/saludos', { signal }),
    }),
};
