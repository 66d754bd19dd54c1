import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryImage, Video } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { courseQueries } from './queries';

/** The stored picture's ~480 px thumbnail (`x.webp` → `x.thumb.webp`), for lists. */
export const thumbnail = (path: string | null): string | null => (path ? path.replace(/\.webp$/, '.thumb.webp') : null);

export const useVideos = (q: string, page: number, pageSize?: number) =>
  useQuery(courseQueries.videoPage(q, page, pageSize));
export const useImages = (page: number, pageSize?: number) => useQuery(courseQueries.imagePage(page, pageSize));

/** POST /api/videos or PUT /api/videos/{id} (multipart image, title, area, link). */
export function useSaveVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: FormData }) =>
      id ? api.putForm<Video>(`/videos/${id}`, form) : api.postForm<Video>('/videos', form),
    onSuccess: () => qc.invalidateQueries({ queryKey: courseQueries.videos }),
  });
}

export function useDeleteVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/videos/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: courseQueries.videos }),
  });
}

/** POST /api/images (multipart image). */
export function useUploadImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.postForm<GalleryImage>('/images', form),
    onSuccess: () => qc.invalidateQueries({ queryKey: courseQueries.images }),
  });
}

export function useDeleteImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/images/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: courseQueries.images }),
  });
}
