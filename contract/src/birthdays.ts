// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { pageQuery, searchQuery } from './paging.js';
import { isoDate, requiredText } from './validation.js';
import { BIRTHDAYS_PAGE_SIZE } from './constants.js';

export const BIRTHDAYS_MAX_LIMIT = 100;

/** Multipart fields of `POST/PUT /api/cumpleanos` (spec §5: nombre, cargo, fecha_cumpleanos required). */
export const birthdayInputSchema = z.object({
  nombre: requiredText('Ingrese el nombre.', 200),
  cargo: requiredText('Ingrese el cargo.', 200),
  fecha_cumpleanos: isoDate('Ingrese una fecha de cumpleaños válida (AAAA-MM-DD).'),
});
export type BirthdayInput = z.infer<typeof birthdayInputSchema>;

/** Query of `GET /api/cumpleanos`: `q` searches nombre and cargo; paged like the news list. */
export const birthdayListQuerySchema = z.object({
  q: searchQuery(),
  ...pageQuery(BIRTHDAYS_PAGE_SIZE, BIRTHDAYS_MAX_LIMIT),
});
export type BirthdayListQuery = z.infer<typeof birthdayListQuerySchema>;

export interface Birthday {
  id: number;
  nombre: string;
  cargo: string;
  fecha_cumpleanos: string;
  imagen: string | null;
}

/** An item of `GET /api/cumpleanos/mes`: the home list names the date `fecha` (spec §3). */
export interface MonthBirthday {
  id: number;
  nombre: string;
  cargo: string;
  fecha: string;
  imagen: string | null;
}
