import { SLIDES_MAX, type IntroSlide, type SlideInput } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { slidesRepository } from './slides.repository.js';

/** What the slide writes need: the database, the picture storage and the time source. */
export interface SlideDeps {
  db: Db;
  storage: LocalStorage;
  clock: Clock;
}

export const SLIDE_NOT_FOUND = 'No se encontró el slide.';
const FOLDER = 'slides';

async function findOrThrow(db: Db, id: number) {
  const row = await slidesRepository.findById(db, id);
  if (!row) throw notFound(SLIDE_NOT_FOUND);
  return row;
}

export const slidesService = {
  /** The intro slides in order, bounded (the home shows three). */
  list: (db: Db): Promise<IntroSlide[]> => slidesRepository.list(db, SLIDES_MAX),

  /** Stores the picture (if any) and inserts the row; a failed insert leaves no file. */
  create({ db, storage, clock }: SlideDeps, input: SlideInput, image?: UploadedFile): Promise<IntroSlide> {
    return saveWithUploads(storage, { folder: FOLDER, files: { imagen: image } }, async ({ imagen = null }) => {
      const now = isoAt(clock);
      const id = await slidesRepository.insert(db, { ...input, imagen, created_at: now, updated_at: now });
      return { id, ...input, imagen };
    });
  },

  /** Updates the row; a new picture replaces the old one, whose files are then removed. */
  async update({ db, storage, clock }: SlideDeps, id: number, input: SlideInput, image?: UploadedFile) {
    const old = await findOrThrow(db, id);
    return saveWithUploads(
      storage,
      { folder: FOLDER, files: { imagen: image }, before: { imagen: old.imagen } },
      async (stored) => {
        const imagen = stored.imagen ?? old.imagen;
        if (!(await slidesRepository.update(db, id, { ...input, imagen, updated_at: isoAt(clock) }))) {
          throw notFound(SLIDE_NOT_FOUND);
        }
        return { id, ...input, imagen };
      },
    );
  },

  /** Deletes the row, then its picture. */
  async remove({ db, storage }: Pick<SlideDeps, 'db' | 'storage'>, id: number): Promise<void> {
    const old = await findOrThrow(db, id);
    if (!(await slidesRepository.remove(db, id))) throw notFound(SLIDE_NOT_FOUND);
    await storage.remove(old.imagen);
  },
};
