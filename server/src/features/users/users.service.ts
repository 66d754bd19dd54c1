import {
  createsOrgCycle,
  JEFATURA_MESSAGES,
  USER_MESSAGES,
  type DeviceMap,
  type SessionUser,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
  type Worker,
  type WorkersPage,
  type workersQuerySchema,
} from '@intranet/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { fromBool, isUniqueViolation, nowIso, searchKey, toBool } from '../../db/sql.js';
import { VersionedCache } from '../../lib/data-version.js';
import { hashPassword } from '../../lib/passwords.js';
import { assertStrongPassword } from '../../lib/password-policy.js';
import { presentUser, presentWorker } from '../../lib/user-presenter.js';
import { endUserSessions } from '../../plugins/auth/sessions.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { usersRepository, type UserPatch } from './users.repository.js';
import { closeResets } from './reset-requests.service.js';

const CLASH = {
  username: 'Ya existe un usuario con este nombre de usuario.',
  correo: 'Ya existe un usuario con este correo.',
  rut: 'Ya existe un usuario con este RUT.',
} as const;

/** Throws 409 with one message per field when another user already holds the username, e-mail or RUT. */
async function assertUnique(
  db: Db,
  values: { username?: string | null; correo?: string | null; rut?: string | null },
  exceptId?: number,
) {
  const clashes = await usersRepository.findClashes(db, values, exceptId);
  const fields: Record<string, string> = {};
  for (const c of clashes) {
    if (values.username && c.username.toLowerCase() === values.username.toLowerCase()) fields.username = CLASH.username;
    if (values.correo && c.correo?.toLowerCase() === values.correo.toLowerCase()) fields.correo = CLASH.correo;
    if (values.rut && c.rut === values.rut) fields.rut = CLASH.rut;
  }
  const first = Object.values(fields)[0];
  if (first) throw conflict(first, fields);
}

/**
 * Checks a manager for user `userId` (null while creating): it must exist, be active, not be the user,
 * and not sit below the user in the chain of managers (which would make a cycle). Throws 400 naming
 * `jefatura_id`.
 */
export async function assertManager(db: Db, userId: number | null, managerId: number | null): Promise<void> {
  if (managerId === null) return;
  const bad = (message: string) => badRequest(message, { jefatura_id: message });
  if (managerId === userId) throw bad(JEFATURA_MESSAGES.self);
  const manager = await usersRepository.findById(db, managerId);
  if (!manager) throw bad(JEFATURA_MESSAGES.notFound);
  if (!toBool(manager.activo)) throw bad(JEFATURA_MESSAGES.inactive);
  if (userId === null) return;
  const parentOf = new Map((await usersRepository.listManagerLinks(db)).map((l) => [l.id, l.jefatura_id]));
  // The org chart's cycle check works on any id → parent map: here user → manager.
  if (createsOrgCycle(parentOf, userId, managerId)) throw bad(JEFATURA_MESSAGES.cycle);
}

const uniqueFallback = () => conflict('Ya existe un usuario con ese nombre de usuario, correo o RUT.');

/** The photo folder, shared with the profile (a user's photo is one picture whoever changes it). */
export const USER_PHOTOS_FOLDER = 'users';

export interface UsersDeps {
  db: Db;
  storage: LocalStorage;
}

/** A unique index that fires after the checks (a race between two admins) answers 409, not 500. */
async function mapUniqueViolation<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    throw isUniqueViolation(err) ? uniqueFallback() : err;
  }
}

export async function listUsers(db: Db): Promise<User[]> {
  return (await usersRepository.list(db)).map(presentUser);
}

export async function getUser(db: Db, id: number): Promise<User> {
  const row = await usersRepository.findById(db, id);
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return presentUser(row);
}

/** Creates a user (admin). Username, e-mail and RUT must be free; the photo goes through the image pipeline. */
export async function createUser(
  { db, storage }: UsersDeps,
  input: UserCreateInput,
  photo?: UploadedFile,
  /** When a "must change" password stops working; ignored for a password the user keeps. */
  temporaryExpiresAt: string | null = null,
): Promise<User> {
  await assertUnique(db, input);
  await assertManager(db, null, input.jefatura_id);
  assertStrongPassword(input.password, input, 'password');
  const passwordHash = await hashPassword(input.password);
  const files = { imagen_perfil: photo };
  const { id } = await saveWithUploads(storage, { folder: USER_PHOTOS_FOLDER, files }, async (stored) => {
    const now = nowIso();
    const imagen_perfil = stored.imagen_perfil ?? null;
    const id = await mapUniqueViolation(
      usersRepository.insert(db, {
        username: input.username,
        nombre: input.nombre,
        area: input.area,
        sucursal: input.sucursal,
        jefatura_id: input.jefatura_id,
        anexo: input.anexo,
        telefono_visible: fromBool(input.telefono_visible),
        cuenta_servicio: fromBool(input.cuenta_servicio),
        password_hash: passwordHash,
        role: input.role,
        activo: fromBool(input.activo),
        rut: input.rut,
        correo: input.correo,
        puesto: input.puesto,
        telefono: input.telefono,
        razon_social: input.razon_social,
        fecha_nacimiento: input.fecha_nacimiento,
        imagen_perfil,
        dispositivo: input.dispositivo,
        must_change_password: fromBool(input.must_change_password),
        temporary_password_expires_at: input.must_change_password ? temporaryExpiresAt : null,
        created_at: now,
        updated_at: now,
      }),
    );
    return { id, imagen_perfil };
  });
  return getUser(db, id);
}

/**
 * Updates a user (admin). Absent fields keep their value; the e-mail never changes here. The last
 * active admin can be neither demoted nor deactivated, and nobody deactivates their own account.
 * Deactivation ends the user's sessions at once.
 */
export async function updateUser(
  { db, storage }: UsersDeps,
  caller: SessionUser,
  id: number,
  input: UserUpdateInput,
  photo?: UploadedFile,
): Promise<User> {
  const before = await usersRepository.findById(db, id);
  if (!before) throw notFound(USER_MESSAGES.notFound);
  if (input.activo === false && id === caller.id) {
    throw badRequest(USER_MESSAGES.selfDeactivate, { activo: USER_MESSAGES.selfDeactivate });
  }
  await assertUnique(db, { username: input.username, rut: input.rut }, id);

  const patch: UserPatch = { username: input.username, updated_at: nowIso() };
  const copied = [
    'nombre',
    'rut',
    'puesto',
    'telefono',
    'razon_social',
    'fecha_nacimiento',
    'dispositivo',
    'area',
    'sucursal',
    'jefatura_id',
    'anexo',
    'role',
  ] as const;
  for (const key of copied) {
    if (input[key] !== undefined) (patch as Record<string, unknown>)[key] = input[key];
  }
  if (input.activo !== undefined) patch.activo = fromBool(input.activo);
  if (input.telefono_visible !== undefined) patch.telefono_visible = fromBool(input.telefono_visible);
  if (input.cuenta_servicio !== undefined) patch.cuenta_servicio = fromBool(input.cuenta_servicio);

  const upload = {
    folder: USER_PHOTOS_FOLDER,
    files: { imagen_perfil: photo },
    before: { imagen_perfil: before.imagen_perfil },
  };
  await saveWithUploads(storage, upload, (stored) =>
    mapUniqueViolation(
      db.transaction().execute(async (trx) => {
        // A change that may end an admin locks the active admins first, so the last-admin check and the write
        // are one step even when two admins demote each other at the same moment.
        const mayEndAdmin = (patch.role !== undefined && patch.role !== 'admin') || patch.activo === 0;
        const activeAdmins = mayEndAdmin ? await usersRepository.lockActiveAdmins(trx) : [];
        const current = await usersRepository.findById(trx, id);
        if (!current) throw notFound(USER_MESSAGES.notFound);
        // A manager that stays as it was is not checked again (it may have been deactivated since).
        if (input.jefatura_id !== undefined && input.jefatura_id !== current.jefatura_id) {
          await assertManager(trx, id, input.jefatura_id);
        }
        if (stored.imagen_perfil) patch.imagen_perfil = stored.imagen_perfil;
        const wasActiveAdmin = current.role === 'admin' && toBool(current.activo);
        const staysActiveAdmin = (patch.role ?? current.role) === 'admin' && (patch.activo ?? current.activo) === 1;
        if (wasActiveAdmin && !staysActiveAdmin && activeAdmins.filter((a) => a !== id).length === 0) {
          const field = patch.activo === 0 ? 'activo' : 'role';
          throw conflict(USER_MESSAGES.lastAdmin, { [field]: USER_MESSAGES.lastAdmin });
        }
        await usersRepository.update(trx, id, patch);
        if (toBool(current.activo) && patch.activo === 0) await endUserSessions(trx, id);
        return { imagen_perfil: patch.imagen_perfil ?? current.imagen_perfil };
      }),
    ),
  );
  return getUser(db, id);
}

/**
 * Gives a user a temporary password chosen by the admin: every session of that user ends (the admin's
 * own current one is kept if they reset themselves) and the user must change it at the next login.
 */
export async function setTemporaryPassword(
  db: Db,
  caller: SessionUser,
  callerSessionId: string | null,
  id: number,
  password: string,
  /** When the temporary password stops working (TEMP_PASSWORD_HOURS after now). */
  expiresAt: string,
): Promise<User> {
  const row = await usersRepository.findById(db, id);
  if (!row) throw notFound(USER_MESSAGES.notFound);
  assertStrongPassword(password, row, 'password');
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await usersRepository.update(trx, id, {
      password_hash: hash,
      must_change_password: 1,
      temporary_password_expires_at: expiresAt,
      demo_password: 0,
      updated_at: nowIso(),
    });
    await endUserSessions(trx, id, id === caller.id ? (callerSessionId ?? undefined) : undefined);
    // The person's forgotten-password requests are answered: they leave the Panel.
    await closeResets(trx, id, 'atendida', caller.id, nowIso());
  });
  return getUser(db, id);
}

/** The directory: public fields of active users only. */
export async function listWorkers(db: Db): Promise<Worker[]> {
  return (await usersRepository.listActiveWorkers(db)).map(presentWorker);
}

/** The directory's match counts per search and filter: one per app instance (see `newDirectoryCounts`). */
export type DirectoryCounts = VersionedCache<number>;

/** A count reads every matching row; it changes only with a write to users, so it is cached per search and filter. */
export const newDirectoryCounts = (): DirectoryCounts => new VersionedCache<number>('users', 256);

/** One page of the directory, searched, filtered and paged in the database (`GET /api/trabajadores`). */
export async function pageWorkers(
  { db, counts }: { db: Db; counts: DirectoryCounts },
  query: z.output<typeof workersQuerySchema>,
): Promise<WorkersPage> {
  const filter = { search: query.q, area: query.area, sucursal: query.sucursal };
  const countKey = JSON.stringify([searchKey(query.q ?? '').trim(), query.area ?? '', query.sucursal ?? 0]);
  const [items, total] = await Promise.all([
    usersRepository.pageActiveWorkers(db, {
      ...filter,
      limit: query.por_pagina,
      offset: (query.pagina - 1) * query.por_pagina,
    }),
    counts.get(db, countKey, () => usersRepository.countActiveWorkers(db, filter)),
  ]);
  return { items: items.map(presentWorker), total, pagina: query.pagina, por_pagina: query.por_pagina };
}

/**
 * The RUT → device map. Admins get every active user's entry; a worker gets only their own,
 * since the RUTs of others are not theirs to see (the profile and links pages look up the caller's RUT).
 */
export async function deviceMap(db: Db, caller: SessionUser): Promise<DeviceMap> {
  const rows = await usersRepository.listDevices(db, caller.role === 'admin' ? undefined : caller.id);
  const map: DeviceMap = {};
  for (const r of rows) if (r.rut && r.dispositivo) map[r.rut] = r.dispositivo;
  return map;
}
