// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { httpUrl, outText, requiredText, safeString } from './validation.js';

/** Courses and training: videos (cards with an external link) and gallery images. */

export const VIDEOS_PER_PAGE = 6;
export const IMAGES_PER_PAGE = 8;
export const COURSES_MAX_PAGE_SIZE = 100;

/** Multipart fields of `POST /api/videos` and `PUT /api/videos/{id}` (the file is `image`, optional). */
export const videoInputSchema = z.object({
  title: requiredText('Ingrese el título.', 200),
  area: requiredText('Ingrese el área.', 120),
  link: httpUrl('Ingrese un enlace válido que comience con http:// o https://.'),
});
export type VideoInput = z.infer<typeof videoInputSchema>;

/** Query of `GET /api/videos` and `GET /api/images`: page (1-based), page size and, for videos, search text. */
export const courseListQuerySchema = z.object({
  q: safeString().trim().max(200, 'Máximo 200 caracteres.').optional().default(''),
  page: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').default(1),
  pageSize: z.coerce
    .number({ error: 'Tamaño de página inválido.' })
    .int('Tamaño de página inválido.')
    .min(1, 'Tamaño de página inválido.')
    .max(COURSES_MAX_PAGE_SIZE, `Máximo ${COURSES_MAX_PAGE_SIZE} por página.`)
    .optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

export const videoSchema = z.object({
  id: z.number().int(),
  /** Cover picture, `/uploads/courses/…webp`, or null (the page shows a placeholder). */
  image: outText().nullable(),
  title: outText(),
  area: outText(),
  link: outText(),
});
export type Video = z.infer<typeof videoSchema>;

export const galleryImageSchema = z.object({ id: z.number().int(), path: outText() });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** One page of a newest-first list. */
export interface CoursesPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The answer schema of a `CoursesPage` of `item`. */
export const coursesPageSchema = /* #__NO_SIDE_EFFECTS__ */ <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** Multipart fields of `POST /api/images`: only the file (`image`). */
export const imageInputSchema = z.object({});

export const COURSE_MESSAGES = {
  videoCreated: 'Video subido correctamente.',
  videoUpdated: 'Video actualizado correctamente.',
  imageCreated: 'Imagen subida correctamente.',
  deleted: 'Contenido eliminado.',
  confirmDelete: '¿Está seguro de eliminar?',
  noVideos: 'No hay cursos disponibles que coincidan con tu búsqueda.',
  noImages: 'No hay imágenes disponibles.',
  searchPlaceholder: 'Buscar cursos por título o área...',
} as const;
