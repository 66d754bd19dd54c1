import {
  IMAGES_PER_PAGE,
  VIDEOS_PER_PAGE,
  type CourseListQuery,
  type CoursesPage,
  type GalleryImage,
  type Video,
  type VideoInput,
} from '@intranet/contract';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/sql.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { storeImage } from '../../plugins/uploads/images.js';
import type { StoredPath } from '../../plugins/uploads/storage.js';
import { coursesRepository as repo } from './courses.repository.js';

const FOLDER = 'courses';
const VIDEO_NOT_FOUND = 'Curso no encontrado.';
const IMAGE_NOT_FOUND = 'Imagen no encontrada.';

/** Lowercase without accents, so 'mineria' finds 'Minería' on both engines. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const searchText = (input: VideoInput) => foldText(`${input.title} ${input.area}`);

/** A page of videos, newest first, optionally filtered by title or area. */
export async function listVideos(app: FastifyInstance, query: CourseListQuery): Promise<CoursesPage<Video>> {
  const pageSize = query.pageSize ?? VIDEOS_PER_PAGE;
  const { rows, total } = await repo.listVideos(app.db, {
    search: foldText(query.q),
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return { items: rows, total, page: query.page, pageSize };
}

/** A page of gallery images, newest first. */
export async function listImages(app: FastifyInstance, query: CourseListQuery): Promise<CoursesPage<GalleryImage>> {
  const pageSize = query.pageSize ?? IMAGES_PER_PAGE;
  const { rows, total } = await repo.listImages(app.db, { limit: pageSize, offset: (query.page - 1) * pageSize });
  return { items: rows, total, page: query.page, pageSize };
}

/** Runs a DB write after a file was stored; removes the file if the write fails (nothing half-done). */
async function withStoredFile<T>(app: FastifyInstance, path: StoredPath | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (path) await app.storage.remove(path);
    throw err;
  }
}

export async function createVideo(app: FastifyInstance, input: VideoInput, file?: UploadedFile): Promise<Video> {
  const image = file ? await storeImage(app.storage, file, FOLDER) : null;
  const now = nowIso();
  const id = await withStoredFile(app, image, () =>
    repo.insertVideo(app.db, { ...input, image, search_text: searchText(input), created_at: now, updated_at: now }),
  );
  return (await repo.findVideo(app.db, id))!;
}

/** Updates a video; a new picture replaces the old one, which is removed once the row is saved. */
export async function updateVideo(
  app: FastifyInstance,
  id: number,
  input: VideoInput,
  file?: UploadedFile,
): Promise<Video> {
  const current = await repo.findVideo(app.db, id);
  if (!current) throw notFound(VIDEO_NOT_FOUND);
  const image = file ? await storeImage(app.storage, file, FOLDER) : null;
  await withStoredFile(app, image, () =>
    repo.updateVideo(app.db, id, {
      ...input,
      ...(image ? { image } : {}),
      search_text: searchText(input),
      updated_at: nowIso(),
    }),
  );
  if (image && current.image) await app.storage.remove(current.image);
  return (await repo.findVideo(app.db, id))!;
}

export async function deleteVideo(app: FastifyInstance, id: number): Promise<void> {
  const current = await repo.findVideo(app.db, id);
  if (!current) throw notFound(VIDEO_NOT_FOUND);
  await repo.deleteVideo(app.db, id);
  await app.storage.remove(current.image);
}

export async function createImage(app: FastifyInstance, file: UploadedFile | undefined): Promise<GalleryImage> {
  if (!file) throw badRequest('Seleccione una imagen.', { image: 'Seleccione una imagen.' });
  const path = await storeImage(app.storage, file, FOLDER);
  const id = await withStoredFile(app, path, () => repo.insertImage(app.db, { path, created_at: nowIso() }));
  return { id, path };
}

export async function deleteImage(app: FastifyInstance, id: number): Promise<void> {
  const current = await repo.findImage(app.db, id);
  if (!current) throw notFound(IMAGE_NOT_FOUND);
  await repo.deleteImage(app.db, id);
  await app.storage.remove(current.path);
}
