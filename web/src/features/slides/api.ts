import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntroSlide } from '@intranet/contract';
import { api } from '../../lib/api-client';

const slidesKey = ['intro-slides'] as const;

/** Every intro slide in order (the home shows the first three; /slides/{id} finds its slide here). */
export function useSlides() {
  return useQuery({
    queryKey: slidesKey,
    queryFn: ({ signal }) => api.get<IntroSlide[]>('/intro-slides', { signal }),
  });
}

export function useSaveSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null
        ? api.postForm<IntroSlide>('/intro-slides', form)
        : api.putForm<IntroSlide>(`/intro-slides/${id}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: slidesKey }),
  });
}

export function useDeleteSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/intro-slides/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: slidesKey }),
  });
}
