import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { IMAGES_PER_PAGE, VIDEOS_PER_PAGE, type CoursesPage, type GalleryImage, type Video } from '@intranet/contract';
import { api } from '../../lib/api-client';

const videos = ['videos'] as const;
const images = ['images'] as const;

/** The course and gallery queries, keys and options in one place. */
export const courseQueries = {
  videos,
  images,
  /** GET /api/videos?q=&page=: one page of courses, newest first, searched on the server. */
  videoPage: (q: string, page: number, pageSize = VIDEOS_PER_PAGE) => {
    const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    if (q.trim()) params.set('q', q.trim());
    return queryOptions({
      queryKey: [...videos, { q: q.trim(), page, pageSize }],
      queryFn: () => api.get<CoursesPage<Video>>(`/videos?${params.toString()}`),
      placeholderData: keepPreviousData,
    });
  },
  /** GET /api/images?page=: one page of the gallery, newest first. */
  imagePage: (page: number, pageSize = IMAGES_PER_PAGE) =>
    queryOptions({
      queryKey: [...images, { page, pageSize }],
      queryFn: () => api.get<CoursesPage<GalleryImage>>(`/images?page=${page}&pageSize=${pageSize}`),
      placeholderData: keepPreviousData,
    }),
};
