import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntroSlide } from '@intranet/contract';
import { slideQueries } from './queries';
import { api } from '../../lib/api-client';

export const useSlides = () => useQuery(slideQueries.list());

export function useSaveSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null
        ? api.postForm<IntroSlide>('/intro-slides', form)
        : api.putForm<IntroSlide>(`/intro-slides/${id}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: slideQueries.all }),
  });
}

export function useDeleteSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/intro-slides/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: slideQueries.all }),
  });
}
