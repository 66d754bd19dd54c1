import type { Selectable } from 'kysely';
import type { Profile, User, Worker } from '@intranet/contract';
import type { UsersTable } from '../db/schema.js';
import { searchKey, toBool } from '../db/sql.js';

/**
 * Columns a user query may select. `password_hash` is deliberately absent: repositories select these,
 * and the presenters below pick fields one by one, so a hash can never reach a response.
 */
export const USER_COLUMNS = [
  'id',
  'username',
  'rut',
  'correo',
  'puesto',
  'telefono',
  'razon_social',
  'fecha_nacimiento',
  'imagen_perfil',
  'dispositivo',
  'role',
  'activo',
  'must_change_password',
  'created_at',
  'updated_at',
] as const;

export type UserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>;

/** A user for the admin screens. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    rut: row.rut,
    correo: row.correo,
    puesto: row.puesto,
    telefono: row.telefono,
    razon_social: row.razon_social,
    fecha_nacimiento: row.fecha_nacimiento,
    imagen_perfil: row.imagen_perfil,
    dispositivo: row.dispositivo,
    role: row.role,
    activo: toBool(row.activo),
    must_change_password: toBool(row.must_change_password),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A user as every logged-in colleague may see them (spec §7 `/trabajadores/all`). */
export function presentWorker(row: Pick<UserRow, 'id' | 'username' | 'puesto' | 'correo' | 'imagen_perfil'>): Worker {
  return {
    id: row.id,
    username: row.username,
    puesto: row.puesto,
    correo: row.correo,
    imagen_perfil: row.imagen_perfil,
  };
}

/** A user's own profile (or any profile, for an admin). */
export function presentProfile(row: UserRow): Profile {
  return {
    id: row.id,
    username: row.username,
    correo: row.correo,
    puesto: row.puesto,
    telefono: row.telefono,
    razon_social: row.razon_social,
    rut: row.rut,
    fecha_nacimiento: row.fecha_nacimiento,
    imagen_perfil: row.imagen_perfil,
    dispositivo: row.dispositivo,
    role: row.role,
  };
}

/** What the directory search matches (`users.search_text`): name, position and e-mail, accents and case folded. */
export const userSearchText = (u: { username: string; puesto: string | null; correo: string | null }): string =>
  searchKey([u.username, u.puesto ?? '', u.correo ?? ''].join('\n'));
