import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement } from '@intranet/contract';
import { announcementQueries } from './queries';
import { api } from '../../lib/api-client';

export const useAnnouncements = () => useQuery(announcementQueries.list());

export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null
        ? api.postForm<Announcement>('/announcements', form)
        : api.putForm<Announcement>(`/announcements/${id}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementQueries.all }),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/announcements/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementQueries.all }),
  });
}
