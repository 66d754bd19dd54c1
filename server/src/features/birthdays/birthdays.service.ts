import type { Birthday, BirthdayInput, BirthdayListQuery, MonthBirthday } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { nowIso, searchKey } from '../../db/sql.js';
import { todayInSantiago } from '../../lib/time.js';
import { notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { birthdaysRepository } from './birthdays.repository.js';

export const BIRTHDAY_NOT_FOUND = 'No se encontró el cumpleaños.';
const FOLDER = 'birthdays';
/** A month's birthdays are bounded too; a company this size has far fewer per month. */
const MONTH_MAX = 500;

async function findOrThrow(db: Db, id: number) {
  const row = await birthdaysRepository.findById(db, id);
  if (!row) throw notFound(BIRTHDAY_NOT_FOUND);
  return row;
}

export const birthdaysService = {
  /** A page of birthdays in calendar order and the number matching `q`. */
  async list(db: Db, query: BirthdayListQuery): Promise<{ items: Birthday[]; total: number }> {
    const q = query.q || undefined;
    const [items, total] = await Promise.all([
      birthdaysRepository.list(db, q, query.limit, (query.page - 1) * query.limit),
      birthdaysRepository.count(db, q),
    ]);
    return { items, total };
  },

  /**
   * Birthdays of the current month in America/Santiago, ordered by day then name: active people with a
   * birth date plus the manual entries, for people without an account. A manual entry with the
   * same name (accents and case ignored) and the same day as a person is that person: listed once, as
   * the person. A person's `fecha` carries this year, never the year of birth.
   */
  async ofThisMonth(db: Db, today = todayInSantiago()): Promise<MonthBirthday[]> {
    const month = today.slice(5, 7);
    const [people, manual] = await Promise.all([
      birthdaysRepository.usersBornIn(db, month, MONTH_MAX),
      birthdaysRepository.inMonth(db, month, MONTH_MAX),
    ]);
    const fromUsers: MonthBirthday[] = people.map((u) => ({
      id: u.id,
      nombre: u.nombre,
      cargo: u.puesto ?? '',
      fecha: `${today.slice(0, 4)}-${u.fecha_nacimiento!.slice(5, 10)}`,
      imagen: u.imagen_perfil,
      tipo: 'usuario',
      user_id: u.id,
    }));
    const key = (b: { nombre: string; fecha: string }) => `${b.fecha.slice(5, 10)}\n${searchKey(b.nombre).trim()}`;
    const taken = new Set(fromUsers.map(key));
    const fromEntries: MonthBirthday[] = manual
      .filter((b) => !taken.has(key(b)))
      .map((b) => ({ ...b, tipo: 'manual', user_id: null }));
    const day = (b: MonthBirthday) => b.fecha.slice(8, 10);
    return [...fromUsers, ...fromEntries]
      .sort((a, b) => day(a).localeCompare(day(b)) || a.nombre.localeCompare(b.nombre, 'es'))
      .slice(0, MONTH_MAX);
  },

  /** Stores the photo (if any) and inserts the row; a failed insert leaves no file. */
  create(db: Db, storage: LocalStorage, input: BirthdayInput, image?: UploadedFile): Promise<Birthday> {
    return saveWithUploads(storage, { folder: FOLDER, files: { imagen: image } }, async ({ imagen = null }) => {
      const now = nowIso();
      const id = await birthdaysRepository.insert(db, { ...input, imagen, created_at: now, updated_at: now });
      return { id, ...input, imagen };
    });
  },

  /** Updates the row; a new photo replaces the old one, whose files are then removed. */
  async update(db: Db, storage: LocalStorage, id: number, input: BirthdayInput, image?: UploadedFile) {
    const old = await findOrThrow(db, id);
    return saveWithUploads(
      storage,
      { folder: FOLDER, files: { imagen: image }, before: { imagen: old.imagen } },
      async (stored) => {
        const imagen = stored.imagen ?? old.imagen;
        if (!(await birthdaysRepository.update(db, id, { ...input, imagen, updated_at: nowIso() }))) {
          throw notFound(BIRTHDAY_NOT_FOUND);
        }
        return { id, ...input, imagen };
      },
    );
  },

  /** Deletes the row, then its photo. */
  async remove(db: Db, storage: LocalStorage, id: number): Promise<void> {
    const old = await findOrThrow(db, id);
    if (!(await birthdaysRepository.remove(db, id))) throw notFound(BIRTHDAY_NOT_FOUND);
    await storage.remove(old.imagen);
  },
};
