import {
  ANNOUNCEMENT_IMAGE_FIELDS,
  imageFieldsFor,
  type Announcement,
  type AnnouncementImageField,
  type AnnouncementInput,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/sql.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import {
  isVisible,
  presentSchedule,
  scheduleColumns,
  type ScheduleColumns,
  type Viewer,
} from '../../lib/content-visibility.js';
import { announcementsRepository } from './announcements.repository.js';

/** Who reads, and when (ISO UTC): workers and visitors see only announcements for them inside their window. */
export interface AnnouncementReader {
  viewer: Viewer;
  now: string;
}

/** The spec's fields of the input (the optional ones are stored as columns of their own). */
const specFields = (input: AnnouncementInput) => ({ type: input.type, title: input.title, detail: input.detail });

export const ANNOUNCEMENT_NOT_FOUND_API = 'No se encontró el anuncio.';
/** Public uploads folder: the /anuncios pages are shown without a session. */
const FOLDER = 'announcements';

type Images = Partial<Record<AnnouncementImageField, UploadedFile>>;
type ImagePaths = Record<AnnouncementImageField, string | null>;

const duplicateType = (type: string) =>
  conflict(`Ya existe un anuncio de tipo ${type}. Edítelo en lugar de crear otro.`, {
    type: 'Ya existe un anuncio de este tipo.',
  });

/** image1 only for bienvenido and seguridad; image1 to image4 for misionvision. */
function checkImagesFit(input: AnnouncementInput, images: Images) {
  const allowed = imageFieldsFor(input.type);
  const fields: Record<string, string> = {};
  for (const f of ANNOUNCEMENT_IMAGE_FIELDS) {
    if (images[f] && !allowed.includes(f))
      fields[f] = 'Solo los anuncios de tipo misionvision llevan las imágenes 2 a 4.';
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/** The row's image columns after a save: new files win, the old ones stay, extra ones go when the type has fewer. */
function imagePaths(type: AnnouncementInput['type'], stored: Partial<ImagePaths>, old?: ImagePaths): ImagePaths {
  const allowed = imageFieldsFor(type);
  const paths = {} as ImagePaths;
  for (const f of ANNOUNCEMENT_IMAGE_FIELDS) paths[f] = allowed.includes(f) ? (stored[f] ?? old?.[f] ?? null) : null;
  return paths;
}

async function findOrThrow(db: Db, id: number) {
  const row = await announcementsRepository.findById(db, id);
  if (!row) throw notFound(ANNOUNCEMENT_NOT_FOUND_API);
  return row;
}

export const announcementsService = {
  /**
   * The announcements the reader may see (at most one per type): for a visitor without a session only those
   * without an audience; admins get all, with audience, window and status.
   */
  async list(db: Db, reader: AnnouncementReader): Promise<Announcement[]> {
    const rows = await announcementsRepository.list(db);
    return rows
      .filter((r) => isVisible(r, reader.viewer, reader.now))
      .map((r) => presentSchedule(r, reader.viewer, reader.now));
  },

  /** One announcement, when the reader may see it (404 otherwise, as if it did not exist). */
  async get(db: Db, id: number, reader: AnnouncementReader): Promise<Announcement> {
    const row = await findOrThrow(db, id);
    if (!isVisible(row, reader.viewer, reader.now)) throw notFound(ANNOUNCEMENT_NOT_FOUND_API);
    return presentSchedule(row, reader.viewer, reader.now);
  },

  /** Creates the announcement of a type that has none yet (409 otherwise). */
  async create(
    db: Db,
    storage: LocalStorage,
    input: AnnouncementInput,
    images: Images,
    reader: AnnouncementReader,
  ): Promise<Announcement> {
    checkImagesFit(input, images);
    const extra = scheduleColumns(input);
    const fields = specFields(input);
    if (await announcementsRepository.findByType(db, input.type)) throw duplicateType(input.type);
    return saveWithUploads(storage, { folder: FOLDER, files: images }, async (stored) => {
      const paths = imagePaths(input.type, stored);
      const now = nowIso();
      try {
        const id = await announcementsRepository.insert(db, {
          ...fields,
          ...paths,
          ...extra,
          created_at: now,
          updated_at: now,
        });
        return presentSchedule({ id, ...fields, ...paths, ...extra }, reader.viewer, reader.now);
      } catch (err) {
        throw isUniqueViolation(err) ? duplicateType(input.type) : err;
      }
    });
  },

  /**
   * Updates the announcement. New images replace old ones; changing the type to one with a single
   * image drops images 2 to 4. The old files are removed after the row is saved.
   */
  async update(
    db: Db,
    storage: LocalStorage,
    id: number,
    input: AnnouncementInput,
    images: Images,
    reader: AnnouncementReader,
  ): Promise<Announcement> {
    checkImagesFit(input, images);
    const old = await findOrThrow(db, id);
    const extra: ScheduleColumns = scheduleColumns(input, old);
    const fields = specFields(input);
    if (old.type !== input.type && (await announcementsRepository.findByType(db, input.type))) {
      throw duplicateType(input.type);
    }
    const before = Object.fromEntries(ANNOUNCEMENT_IMAGE_FIELDS.map((f) => [f, old[f]])) as ImagePaths;
    return saveWithUploads(storage, { folder: FOLDER, files: images, before }, async (stored) => {
      const paths = imagePaths(input.type, stored, old);
      try {
        if (!(await announcementsRepository.update(db, id, { ...fields, ...paths, ...extra, updated_at: nowIso() }))) {
          throw notFound(ANNOUNCEMENT_NOT_FOUND_API);
        }
      } catch (err) {
        throw isUniqueViolation(err) ? duplicateType(input.type) : err;
      }
      return presentSchedule({ id, ...fields, ...paths, ...extra }, reader.viewer, reader.now);
    });
  },

  /** Deletes the row, then its pictures. */
  async remove(db: Db, storage: LocalStorage, id: number): Promise<void> {
    const old = await findOrThrow(db, id);
    if (!(await announcementsRepository.remove(db, id))) throw notFound(ANNOUNCEMENT_NOT_FOUND_API);
    await storage.removeAll(ANNOUNCEMENT_IMAGE_FIELDS.map((f) => old[f]));
  },
};
