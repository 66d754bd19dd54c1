import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Birthday } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { birthdayQueries } from './queries';

export const useMonthBirthdays = () => useQuery(birthdayQueries.month());
export const useBirthdaysPage = (query: { q?: string; page: number; limit?: number }) =>
  useQuery(birthdayQueries.page(query));
export const useReceivedGreetings = () => useQuery(birthdayQueries.greetings());

export function useSaveBirthday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null ? api.postForm<Birthday>('/cumpleanos', form) : api.putForm<Birthday>(`/cumpleanos/${id}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: birthdayQueries.all }),
  });
}

export function useDeleteBirthday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/cumpleanos/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: birthdayQueries.all }),
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
    onSuccess: () => client.invalidateQueries({ queryKey: birthdayQueries.greetings().queryKey }),
  });
}
