// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES, type Role } from './constants.js';
import { normalizeRut } from './rut.js';
import { boolish, isoDate, safeString, secretString } from './validation.js';

/** Spanish texts of the people screens (spec §2, §8). */
export const USER_MESSAGES = {
  loadError: 'Error al cargar los datos del usuario.',
  notFound: 'Usuario no encontrado.',
  updateError: 'Hubo un error al actualizar el usuario.',
  updated: 'Usuario actualizado exitosamente',
  created: 'Usuario creado exitosamente',
  createError: 'Hubo un error al crear el usuario.',
  emptyDirectory: 'No hay trabajadores disponibles',
  noPosition: 'No especificado',
  passwordSet: 'Contraseña temporal asignada. El usuario deberá cambiarla al iniciar sesión.',
  lastAdmin: 'Debe quedar al menos un administrador activo.',
  selfDeactivate: 'No puede desactivar su propia cuenta.',
} as const;

/** Workers per page in the directory and in the users list (spec §9). */
export const WORKERS_PER_PAGE = 10;

const MSG = {
  username: 'Ingrese el nombre de usuario.',
  usernameChars:
    'El nombre de usuario debe empezar con una letra o un número y solo puede tener letras, números, punto, guion y guion bajo.',
  usernameRut: 'El nombre de usuario no puede ser un RUT.',
  correo: 'Ingrese un correo electrónico válido.',
  rut: 'RUT inválido. Revise el número y el dígito verificador.',
  telefono: 'Ingrese un teléfono válido (solo números, espacios, +, - y paréntesis).',
  fecha: 'Ingrese una fecha de nacimiento válida (AAAA-MM-DD).',
  role: 'El rol debe ser admin o worker.',
  password: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
} as const;

/** A username: the second way to log in, so it may not look like a RUT. */
export const usernameField = safeString({ error: MSG.username })
  .trim()
  .min(1, MSG.username)
  .max(60, 'Máximo 60 caracteres.')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u, MSG.usernameChars)
  .refine((v) => normalizeRut(v) === null, MSG.usernameRut);

/** A required e-mail address, stored lower-case. */
export const emailField = /* #__NO_SIDE_EFFECTS__ */ (message: string = MSG.correo) =>
  safeString({ error: message })
    .trim()
    .toLowerCase()
    .max(200, 'Máximo 200 caracteres.')
    .pipe(z.email({ error: message }));

/** An optional e-mail: empty becomes null. */
export const optionalEmailField = /* #__NO_SIDE_EFFECTS__ */ (message: string = MSG.correo) =>
  safeString({ error: message })
    .trim()
    .toLowerCase()
    .max(200, 'Máximo 200 caracteres.')
    .refine((v) => v === '' || z.email().safeParse(v).success, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** A RUT in any usual form, stored canonical (`12345678-5`); empty becomes null. */
export const optionalRutField = safeString({ error: MSG.rut })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const rut = normalizeRut(v);
    if (!rut) {
      ctx.addIssue({ code: 'custom', message: MSG.rut });
      return z.NEVER;
    }
    return rut;
  });

/** A required RUT in any usual form, stored canonical. */
export const rutField = safeString({ error: MSG.rut })
  .trim()
  .transform((v, ctx) => {
    const rut = normalizeRut(v);
    if (!rut) {
      ctx.addIssue({ code: 'custom', message: MSG.rut });
      return z.NEVER;
    }
    return rut;
  });

const PHONE = /^\+?[\d\s()-]{6,24}$/;

/** An optional phone number; empty becomes null. */
export const optionalPhoneField = safeString({ error: MSG.telefono })
  .trim()
  .refine((v) => v === '' || PHONE.test(v), MSG.telefono)
  .nullish()
  .transform((v) => (v ? v : null));

/** A required phone number (the profile form, spec §5). */
export const phoneField = /* #__NO_SIDE_EFFECTS__ */ (message = 'Ingrese su teléfono.') =>
  safeString({ error: message }).trim().min(1, message).regex(PHONE, MSG.telefono);

/** A bounded optional text; empty becomes null. */
const text = /* #__NO_SIDE_EFFECTS__ */ (max: number) =>
  safeString()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional birth date between 1900 and today; empty becomes null. */
export const birthDateField = safeString({ error: MSG.fecha })
  .trim()
  .refine(
    (v) =>
      v === '' || (isoDate().safeParse(v).success && v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10)),
    MSG.fecha,
  )
  .nullish()
  .transform((v) => (v ? v : null));

export const passwordField = secretString({ error: MSG.password })
  .min(PASSWORD_MIN_LENGTH, MSG.password)
  .max(200, 'Máximo 200 caracteres.');

/** Multipart `POST /api/users` (the photo travels as the file field `imagen_perfil`). */
export const userCreateSchema = z.object({
  username: usernameField,
  password: passwordField,
  correo: emailField(),
  rut: optionalRutField,
  puesto: text(120),
  telefono: optionalPhoneField,
  razon_social: text(160),
  fecha_nacimiento: birthDateField,
  dispositivo: text(160),
  role: z.enum(ROLES, { error: MSG.role }).default('worker'),
  activo: boolish().default(true),
  must_change_password: boolish().default(false),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/**
 * Multipart `PUT /api/users/{id}`. The e-mail is not editable (spec §5) and is ignored. A field that
 * is absent from the form keeps its value; a field sent empty is cleared.
 */
export const userUpdateSchema = z.object({
  username: usernameField,
  rut: optionalRutField.optional(),
  puesto: text(120).optional(),
  telefono: optionalPhoneField.optional(),
  razon_social: text(160).optional(),
  fecha_nacimiento: birthDateField.optional(),
  dispositivo: text(160).optional(),
  role: z.enum(ROLES, { error: MSG.role }).optional(),
  activo: boolish().optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** `POST /api/users/{id}/temporary-password`: the admin types (or the browser generates) it. */
export const temporaryPasswordSchema = z.object({ password: passwordField });
export type TemporaryPasswordInput = z.infer<typeof temporaryPasswordSchema>;

/** What `GET /api/trabajadores/all` returns per active user (spec §7): public fields only. */
export interface Worker {
  id: number;
  username: string;
  puesto: string | null;
  correo: string | null;
  imagen_perfil: string | null;
}

/** Most workers `GET /api/trabajadores` returns in one page. */
export const WORKERS_MAX_PAGE_SIZE = 100;

const pageNumber = /* #__NO_SIDE_EFFECTS__ */ (message: string, max: number, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);

/**
 * Query of `GET /api/trabajadores`, the directory's paged search: `q` matches name, position or
 * e-mail ignoring case and accents; `pagina` from 1; `por_pagina` 1–100 (default 10, spec §2).
 */
export const workersQuerySchema = z.object({
  q: safeString()
    .trim()
    .max(100, 'Máximo 100 caracteres.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  pagina: pageNumber('Página inválida.', 1_000_000, 1),
  por_pagina: pageNumber(
    `Tamaño de página inválido (1 a ${WORKERS_MAX_PAGE_SIZE}).`,
    WORKERS_MAX_PAGE_SIZE,
    WORKERS_PER_PAGE,
  ),
});
export type WorkersQuery = z.input<typeof workersQuerySchema>;

/** Answer of `GET /api/trabajadores`: one page of the directory and how many matched. */
export interface WorkersPage {
  items: Worker[];
  total: number;
  pagina: number;
  por_pagina: number;
}

/** A user as the admin screens see it. Never a password or its hash. */
export interface User extends Worker {
  rut: string | null;
  telefono: string | null;
  razon_social: string | null;
  fecha_nacimiento: string | null;
  dispositivo: string | null;
  role: Role;
  activo: boolean;
  must_change_password: boolean;
  created_at: string;
  updated_at: string;
}

/** Spec §3 "Device map": RUT → device text. */
export type DeviceMap = Record<string, string>;

// ---- Bulk onboarding (CSV) -------------------------------------------------------------------

/** Columns of the HR export, in the order of the template. rut, username and correo are required. */
export const IMPORT_COLUMNS = [
  'rut',
  'username',
  'correo',
  'puesto',
  'telefono',
  'razon_social',
  'fecha_nacimiento',
  'dispositivo',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_REQUIRED_COLUMNS: readonly ImportColumn[] = ['rut', 'username', 'correo'];
export const IMPORT_MAX_ROWS = 5000;

/** One CSV row after the date was brought to `YYYY-MM-DD`. */
export const importRowSchema = z.object({
  rut: rutField,
  username: usernameField,
  correo: emailField(),
  puesto: text(120),
  telefono: optionalPhoneField,
  razon_social: text(160),
  fecha_nacimiento: birthDateField,
  dispositivo: text(160),
});

/** A valid row as the dry run shows it (already normalized). */
export interface ImportRow {
  fila: number;
  rut: string;
  username: string;
  correo: string;
  puesto: string | null;
  telefono: string | null;
  razon_social: string | null;
  fecha_nacimiento: string | null;
  dispositivo: string | null;
}

/** Answer of a dry run without errors. (With errors the call answers 400 with one `fields` entry per row.) */
export interface ImportPreview {
  total: number;
  filas: ImportRow[];
}

/** One new account and its temporary password: shown once, never stored in clear. */
export interface ImportCredential {
  rut: string;
  username: string;
  correo: string;
  password_temporal: string;
}

export interface ImportResult {
  creados: number;
  credenciales: ImportCredential[];
}

/** Key used in an error's `fields` for a CSV row (row 1 is the header). */
export const importRowKey = (fila: number) => `fila ${fila}`;

/** Quotes a value for a CSV cell when needed. */
export const csvCell = (value: string): string => (/[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The credentials of an import as a CSV (UTF-8 with BOM so spreadsheets show accents). */
export function credentialsCsv(rows: readonly ImportCredential[]): string {
  const lines = [['rut', 'username', 'correo', 'password_temporal'].join(',')];
  for (const r of rows) lines.push([r.rut, r.username, r.correo, r.password_temporal].map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
