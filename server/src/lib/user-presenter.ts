import type { Selectable } from 'kysely';
import type { Area, Profile, User, Worker } from '@intranet/contract';
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
  'nombre',
  'area',
  'sucursal',
  'jefatura_id',
  'anexo',
  'telefono_visible',
  'cuenta_servicio',
] as const;

/** Columns of a directory row (public fields). */
export const WORKER_COLUMNS = [
  'id',
  'username',
  'nombre',
  'puesto',
  'correo',
  'imagen_perfil',
  'area',
  'sucursal',
] as const;

export type UserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>;

/** A user for the admin screens. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    nombre: row.nombre,
    rut: row.rut,
    correo: row.correo,
    puesto: row.puesto,
    telefono: row.telefono,
    razon_social: row.razon_social,
    fecha_nacimiento: row.fecha_nacimiento,
    imagen_perfil: row.imagen_perfil,
    dispositivo: row.dispositivo,
    area: row.area as Area | null,
    sucursal: row.sucursal,
    jefatura_id: row.jefatura_id,
    anexo: row.anexo,
    telefono_visible: toBool(row.telefono_visible),
    cuenta_servicio: toBool(row.cuenta_servicio),
    role: row.role,
    activo: toBool(row.activo),
    must_change_password: toBool(row.must_change_password),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A user as every logged-in colleague may see them (`/trabajadores/all`): public fields only. */
export function presentWorker(row: Pick<UserRow, (typeof WORKER_COLUMNS)[number]>): Worker {
  return {
    id: row.id,
    username: row.username,
    nombre: row.nombre,
    puesto: row.puesto,
    correo: row.correo,
    imagen_perfil: row.imagen_perfil,
    area: row.area as Area | null,
    sucursal: row.sucursal,
  };
}

/** A user's own profile (or any profile, for an admin). */
export function presentProfile(row: UserRow): Profile {
  return {
    id: row.id,
    username: row.username,
    nombre: row.nombre,
    area: row.area as Area | null,
    sucursal: row.sucursal,
    jefatura_id: row.jefatura_id,
    anexo: row.anexo,
    telefono_visible: toBool(row.telefono_visible),
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

/**
 * What the directory search matches (`users.search_text`): full name, username, position and e-mail,
 * accents and case folded.
 */
export const userSearchText = (u: {
  username: string;
  nombre?: string | null;
  puesto: string | null;
  correo: string | null;
}): string => searchKey([u.nombre ?? '', u.username, u.puesto ?? '', u.correo ?? ''].join('\n'));
