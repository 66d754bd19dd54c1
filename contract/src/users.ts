// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { AREAS, BRANCHES, PASSWORD_MIN_LENGTH, ROLES, type Area } from './constants.js';
import { normalizeRut } from './rut.js';
import { foldText } from './text-fold.js';
import { boolish, isoDate, safeString, secretString } from './validation.js';
import type { ImportCredential } from './users-schema.js';

/** Spanish texts of the people screens. */
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

/** Workers per page in the directory and in the users list. */
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
  nombre: 'Ingrese el nombre completo.',
  nombreChars: 'El nombre no puede contener caracteres de control.',
  area: `Área desconocida. Use una de: ${AREAS.join(', ')}.`,
  sucursal: `Sucursal desconocida. Use una de: ${BRANCHES.map((b) => `${b.id} (${b.nombre})`).join(', ')}.`,
  jefatura: 'La jefatura no es válida.',
  anexo: 'El anexo debe tener de 2 a 8 dígitos.',
} as const;

/** Texts of the rules on a person's manager (checked by the server against the other users). */
export const JEFATURA_MESSAGES = {
  notFound: 'La jefatura indicada no existe.',
  inactive: 'La jefatura debe ser un usuario activo.',
  self: 'Una persona no puede ser su propia jefatura.',
  cycle: 'Esa jefatura crearía un ciclo: la persona quedaría sobre sí misma en la cadena de jefaturas.',
} as const;

/**
 * A person's full name: trimmed, inner runs of spaces collapsed, 1–120 characters, no
 * control characters (tabs, line breaks, NUL…), so it prints on one line wherever a person appears.
 */
export const nombreField = safeString({ error: MSG.nombre })
  .refine((v) => !/\p{Cc}/u.test(v.trim()), MSG.nombreChars)
  .transform((v) => v.trim().replace(/ {2,}/g, ' '))
  .pipe(safeString().min(1, MSG.nombre).max(120, 'El nombre completo admite máximo 120 caracteres.'));

/** An optional area among AREAS; empty becomes null. */
export const areaField = safeString({ error: MSG.area })
  .trim()
  .refine((v) => v === '' || (AREAS as readonly string[]).includes(v), MSG.area)
  .nullish()
  .transform((v) => (v ? (v as Area) : null));

const fold = (text: string) => foldText(text).trim();

/** A branch id from its id (`2`) or its name (`Santiago`, `lima (peru)`, accents and case ignored). */
export function parseBranch(value: string | number): number | null {
  const text = String(value).trim();
  if (/^\d{1,2}$/.test(text)) return BRANCHES.find((b) => b.id === Number(text))?.id ?? null;
  const key = fold(text);
  return BRANCHES.find((b) => fold(b.nombre) === key || fold(b.nombre.replace(/\s*\(.*\)$/, '')) === key)?.id ?? null;
}

/** An optional branch (`sucursal`): its id 1–8 or its name; empty becomes null; stored as the id. */
export const sucursalField = z
  .union([z.number(), safeString()], { error: MSG.sucursal })
  .nullish()
  .transform((v, ctx) => {
    if (v == null || (typeof v === 'string' && v.trim() === '')) return null;
    const id = parseBranch(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: MSG.sucursal });
      return z.NEVER;
    }
    return id;
  });

/** An optional user id of the person's manager (`jefatura_id`); empty or 'null' becomes null. */
export const jefaturaField = z
  .union([z.number(), safeString()], { error: MSG.jefatura })
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v === '' || v === 'null') return null;
    const n = typeof v === 'number' ? v : /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: MSG.jefatura });
      return z.NEVER;
    }
    return n;
  });

/** An optional internal extension (`anexo`): 2–8 digits; empty becomes null. */
export const anexoField = safeString({ error: MSG.anexo })
  .trim()
  .refine((v) => v === '' || /^\d{2,8}$/.test(v), MSG.anexo)
  .nullish()
  .transform((v) => (v ? v : null));

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

/** A phone number, required in the profile form. */
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
  nombre: nombreField,
  password: passwordField,
  correo: emailField(),
  rut: rutField,
  puesto: text(120),
  telefono: optionalPhoneField,
  razon_social: text(160),
  fecha_nacimiento: birthDateField,
  dispositivo: text(160),
  area: areaField,
  sucursal: sucursalField,
  jefatura_id: jefaturaField,
  anexo: anexoField,
  telefono_visible: boolish().default(false),
  cuenta_servicio: boolish().default(false),
  role: z.enum(ROLES, { error: MSG.role }).default('worker'),
  activo: boolish().default(true),
  must_change_password: boolish().default(false),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/**
 * Multipart `PUT /api/users/{id}`. The e-mail is not editable and is ignored. A field that
 * is absent from the form keeps its value; a field sent empty is cleared.
 */
export const userUpdateSchema = z.object({
  username: usernameField,
  nombre: nombreField.optional(),
  /** A RUT cannot be removed once set (workers log in with it): absent keeps it. */
  rut: rutField.optional(),
  puesto: text(120).optional(),
  telefono: optionalPhoneField.optional(),
  razon_social: text(160).optional(),
  fecha_nacimiento: birthDateField.optional(),
  dispositivo: text(160).optional(),
  area: areaField.optional(),
  sucursal: sucursalField.optional(),
  jefatura_id: jefaturaField.optional(),
  anexo: anexoField.optional(),
  telefono_visible: boolish().optional(),
  cuenta_servicio: boolish().optional(),
  role: z.enum(ROLES, { error: MSG.role }).optional(),
  activo: boolish().optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** `POST /api/users/{id}/temporary-password`: the admin types (or the browser generates) it. */
export const temporaryPasswordSchema = z.object({ password: passwordField });
export type TemporaryPasswordInput = z.infer<typeof temporaryPasswordSchema>;

/** Most workers `GET /api/trabajadores` returns in one page. */
export const WORKERS_MAX_PAGE_SIZE = 100;

const pageNumber = /* #__NO_SIDE_EFFECTS__ */ (message: string, max: number, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);

/**
 * Query of `GET /api/trabajadores`, the directory's paged search: `q` matches name, position or
 * e-mail ignoring case and accents; `pagina` from 1; `por_pagina` 1–100 (default 10).
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
  /** Only people of this area (combinable with `sucursal`). */
  area: areaField.optional().transform((v) => v ?? undefined),
  /** Only people of this branch (id or name). */
  sucursal: sucursalField.optional().transform((v) => v ?? undefined),
});
export type WorkersQuery = z.input<typeof workersQuerySchema>;

/** Query of `POST /api/users/import`: `dry_run=true` (or `1`) only checks the file. */
export const importQuerySchema = z.object({ dry_run: z.enum(['true', 'false', '1', '0']).optional() });

// ---- Bulk onboarding (CSV) -------------------------------------------------------------------

/** Columns of the HR export, in the order of the template. rut, username and correo are required. */
export const IMPORT_COLUMNS = [
  'rut',
  'username',
  'nombre',
  'correo',
  'puesto',
  'telefono',
  'razon_social',
  'fecha_nacimiento',
  'dispositivo',
  'area',
  'sucursal',
  'jefatura',
  'anexo',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_REQUIRED_COLUMNS: readonly ImportColumn[] = ['rut', 'username', 'nombre', 'correo'];
export const IMPORT_MAX_ROWS = 5000;

/** One CSV row after the date was brought to `YYYY-MM-DD`. */
export const importRowSchema = z.object({
  rut: rutField,
  username: usernameField,
  nombre: nombreField,
  correo: emailField(),
  puesto: text(120),
  telefono: optionalPhoneField,
  razon_social: text(160),
  fecha_nacimiento: birthDateField,
  dispositivo: text(160),
  area: areaField,
  /** Branch id or name. */
  sucursal: sucursalField,
  /** The manager's RUT: an active user already there, or another row of the same file. */
  jefatura: optionalRutField,
  anexo: anexoField,
});

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
