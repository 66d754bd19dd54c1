import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMAGES_PER_PAGE, VIDEOS_PER_PAGE, type CoursesPage, type GalleryImage, type Video } from '@intranet/contract';
import { api } from '../../lib/api-client';

const keys = {
  videos: ['videos'] as const,
  images: ['images'] as const,
};

/** The stored picture's ~480 px thumbnail (`x.webp` → `x.thumb.webp`), for lists. */
export const thumbnail = (path: string | null): string | null => (path ? path.replace(/\.webp$/, '.thumb.webp') : null);

/** GET /api/videos?q=&page=: one page of courses, newest first, searched on the server. */
export function useVideos(q: string, page: number, pageSize = VIDEOS_PER_PAGE) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  return useQuery({
    queryKey: [...keys.videos, { q: q.trim(), page, pageSize }],
    queryFn: () => api.get<CoursesPage<Video>>(`/videos?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/images?page=: one page of the gallery, newest first. */
export function useImages(page: number, pageSize = IMAGES_PER_PAGE) {
  return useQuery({
    queryKey: [...keys.images, { page, pageSize }],
    queryFn: () => api.get<CoursesPage<GalleryImage>>(`/images?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/videos or PUT /api/videos/{id} (multipart image, title, area, link). */
export function useSaveVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: FormData }) =>
      id ? api.putForm<Video>(`/videos/${id}`, form) : api.postForm<Video>('/videos', form),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.videos }),
  });
}

export function useDeleteVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/videos/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.videos }),
  });
}

/** POST /api/images (multipart image). */
export function useUploadImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.postForm<GalleryImage>('/images', form),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.images }),
  });
}

export function useDeleteImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/images/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.images }),
  });
}
