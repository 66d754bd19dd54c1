import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement } from '@intranet/contract';
import { api } from '../../lib/api-client';

const announcementsKey = ['announcements'] as const;

/** Every announcement (one per type). Public: /anuncios/{type} is shown without a session. */
export function useAnnouncements() {
  return useQuery({
    queryKey: announcementsKey,
    // A visitor without a session must not be sent to /login from this public page.
    queryFn: ({ signal }) => api.get<Announcement[]>('/announcements', { signal, redirectOnUnauthorized: false }),
  });
}

export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null
        ? api.postForm<Announcement>('/announcements', form)
        : api.putForm<Announcement>(`/announcements/${id}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementsKey }),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/announcements/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementsKey }),
  });
}
