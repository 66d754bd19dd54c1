import {
  foldText,
  IMAGES_PER_PAGE,
  VIDEOS_PER_PAGE,
  type CourseListQuery,
  type CoursesPage,
  type GalleryImage,
  type Video,
  type VideoInput,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/sql.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { coursesRepository as repo } from './courses.repository.js';

const FOLDER = 'courses';

export interface CoursesDeps {
  db: Db;
  storage: LocalStorage;
}
const VIDEO_NOT_FOUND = 'Curso no encontrado.';
const IMAGE_NOT_FOUND = 'Imagen no encontrada.';

const searchText = (input: VideoInput) => foldText(`${input.title} ${input.area}`);

/** A page of videos, newest first, optionally filtered by title or area. */
export async function listVideos(db: Db, query: CourseListQuery): Promise<CoursesPage<Video>> {
  const pageSize = query.pageSize ?? VIDEOS_PER_PAGE;
  const { rows, total } = await repo.listVideos(db, {
    search: foldText(query.q),
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return { items: rows, total, page: query.page, pageSize };
}

/** A page of gallery images, newest first. */
export async function listImages(db: Db, query: CourseListQuery): Promise<CoursesPage<GalleryImage>> {
  const pageSize = query.pageSize ?? IMAGES_PER_PAGE;
  const { rows, total } = await repo.listImages(db, { limit: pageSize, offset: (query.page - 1) * pageSize });
  return { items: rows, total, page: query.page, pageSize };
}

/** Creates a video; its picture (optional) is removed again if the row is not written. */
export async function createVideo(
  { db, storage }: CoursesDeps,
  input: VideoInput,
  file?: UploadedFile,
): Promise<Video> {
  const saved = await saveWithUploads(storage, { folder: FOLDER, files: { image: file } }, async (stored) => {
    const now = nowIso();
    const image = stored.image ?? null;
    const id = await repo.insertVideo(db, {
      ...input,
      image,
      search_text: searchText(input),
      created_at: now,
      updated_at: now,
    });
    return { id, image };
  });
  return (await repo.findVideo(db, saved.id))!;
}

/** Updates a video; a new picture replaces the old one, which is removed once the row is saved. */
export async function updateVideo(
  { db, storage }: CoursesDeps,
  id: number,
  input: VideoInput,
  file?: UploadedFile,
): Promise<Video> {
  const current = await repo.findVideo(db, id);
  if (!current) throw notFound(VIDEO_NOT_FOUND);
  await saveWithUploads(
    storage,
    { folder: FOLDER, files: { image: file }, before: { image: current.image } },
    async (stored) => {
      const image = stored.image ?? current.image;
      await repo.updateVideo(db, id, { ...input, image, search_text: searchText(input), updated_at: nowIso() });
      return { image };
    },
  );
  return (await repo.findVideo(db, id))!;
}

export async function deleteVideo({ db, storage }: CoursesDeps, id: number): Promise<void> {
  const current = await repo.findVideo(db, id);
  if (!current) throw notFound(VIDEO_NOT_FOUND);
  await repo.deleteVideo(db, id);
  await storage.remove(current.image);
}

export async function createImage({ db, storage }: CoursesDeps, file: UploadedFile | undefined): Promise<GalleryImage> {
  if (!file) throw badRequest('Seleccione una imagen.', { image: 'Seleccione una imagen.' });
  const { id, image } = await saveWithUploads(storage, { folder: FOLDER, files: { image: file } }, async (stored) => {
    const path = stored.image!;
    return { id: await repo.insertImage(db, { path, created_at: nowIso() }), image: path };
  });
  return { id, path: image! };
}

export async function deleteImage({ db, storage }: CoursesDeps, id: number): Promise<void> {
  const current = await repo.findImage(db, id);
  if (!current) throw notFound(IMAGE_NOT_FOUND);
  await repo.deleteImage(db, id);
  await storage.remove(current.path);
}
