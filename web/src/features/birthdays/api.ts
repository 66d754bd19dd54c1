import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BIRTHDAYS_PAGE_SIZE, type Birthday, type MonthBirthday, type ReceivedGreetings } from '@intranet/contract';
import { api } from '../../lib/api-client';

const birthdaysKey = ['birthdays'] as const;

/** This month's birthdays (America/Santiago), by day. */
export function useMonthBirthdays() {
  return useQuery({
    queryKey: [...birthdaysKey, 'mes'],
    queryFn: ({ signal }) => api.get<MonthBirthday[]>('/cumpleanos/mes', { signal }),
  });
}

/** One page of every birthday (admin list), searched by name or position on the server. */
export function useBirthdaysPage({
  q,
  page,
  limit = BIRTHDAYS_PAGE_SIZE,
}: {
  q?: string;
  page: number;
  limit?: number;
}) {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) params.set('q', q);
  return useQuery({
    queryKey: [...birthdaysKey, 'page', q ?? '', page, limit],
    queryFn: ({ signal }) => api.getPage<Birthday>(`/cumpleanos?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveBirthday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null ? api.postForm<Birthday>('/cumpleanos', form) : api.putForm<Birthday>(`/cumpleanos/${id}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: birthdaysKey }),
  });
}

export function useDeleteBirthday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/cumpleanos/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: birthdaysKey }),
  });
}

const greetingsKey = ['saludos'] as const;

/** GET /api/saludos: the caller's greetings, newest first, and how many are unread. */
export function useReceivedGreetings() {
  return useQuery({
    queryKey: greetingsKey,
    queryFn: ({ signal }) => api.get<ReceivedGreetings>('/saludos', { signal }),
  });
}

/** POST /api/saludos: greets a person ('Saludar'). */
export function useSendGreeting() {
  return useMutation({
    mutationFn: (input: { para_id: number; mensaje: string }) => api.post<unknown>('/saludos', input),
  });
}

/** POST /api/saludos/leidos: the caller has seen their greetings. */
export function useMarkGreetingsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/saludos/leidos', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: greetingsKey }),
  });
}
