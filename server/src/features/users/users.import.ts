import fsp from 'node:fs/promises';
import os from 'node:os';
import { randomInt } from 'node:crypto';
import {
  createsOrgCycle,
  IMPORT_COLUMNS,
  JEFATURA_MESSAGES,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  importRowKey,
  importRowSchema,
  type ImportColumn,
  type ImportCredential,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/sql.js';
import { decodeText, detectDelimiter, parseCsv } from '../../lib/csv.js';
import { hashPassword } from '../../lib/passwords.js';
import { mapPool } from '../../lib/pool.js';
import { badRequest, conflict } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { usersRepository, type NewUserRow } from './users.repository.js';

/**
 * Bulk onboarding from an HR export. Everything is checked before anything is written:
 * a file with any bad row answers 400 with one `fields` entry per row (`"fila 7": "…"`) and creates
 * nobody. The import itself is one transaction; passwords are hashed before it, in parallel.
 */

/** Argon2 runs on the libuv thread pool; one hash per core keeps the server responsive meanwhile. */
export const HASH_CONCURRENCY = Math.max(1, Math.min(4, os.availableParallelism()));

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random 12-character temporary password without look-alike characters (about 70 bits). */
export function generateTemporaryPassword(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Accepts `YYYY-MM-DD`, `DD-MM-YYYY` and `DD/MM/YYYY` (the usual Chilean export) and returns `YYYY-MM-DD`. */
function normalizeDate(value: string): string {
  const v = value.trim();
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  const ymd = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(v);
  if (ymd) return `${ymd[1]}-${ymd[2]!.padStart(2, '0')}-${ymd[3]!.padStart(2, '0')}`;
  return v;
}

const fail = (message: string, fields?: Record<string, string>) => badRequest(message, fields);

/** Reads, decodes and checks the header of the uploaded file; returns the data rows as objects. */
async function readRows(file: UploadedFile) {
  const decoded = decodeText(await fsp.readFile(file.tempPath));
  if (!decoded) {
    const msg = 'El archivo no es un CSV de texto. Expórtelo como CSV (UTF-8 o Latin-1).';
    throw fail(msg, { archivo: msg });
  }
  const records = parseCsv(decoded.text, detectDelimiter(decoded.text));
  const header = records[0]?.cells.map((c) =>
    c
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  if (!header || header.every((c) => c === '')) {
    throw fail('El archivo está vacío.', { archivo: 'El archivo está vacío.' });
  }

  const problems: string[] = [];
  const unknown = header.filter((c) => c !== '' && !(IMPORT_COLUMNS as readonly string[]).includes(c));
  const missing = IMPORT_REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  const repeated = header.filter((c, i) => c !== '' && header.indexOf(c) !== i);
  if (missing.length) problems.push(`Faltan las columnas obligatorias: ${missing.join(', ')}.`);
  if (unknown.length) problems.push(`Columnas no reconocidas: ${unknown.join(', ')}.`);
  if (repeated.length) problems.push(`Columnas repetidas: ${[...new Set(repeated)].join(', ')}.`);
  if (problems.length) {
    const msg = `${problems.join(' ')} Columnas válidas: ${IMPORT_COLUMNS.join(', ')}.`;
    throw fail(msg, { columnas: msg });
  }

  const data = records.slice(1).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!data.length)
    throw fail('El archivo no tiene filas de datos.', { archivo: 'El archivo no tiene filas de datos.' });
  if (data.length > IMPORT_MAX_ROWS) {
    const msg = `El archivo tiene ${data.length} filas; el máximo por importación es ${IMPORT_MAX_ROWS}.`;
    throw fail(msg, { archivo: msg });
  }
  return { header: header as (ImportColumn | '')[], data, encoding: decoded.encoding };
}

/** Checks every row (format, duplicates inside the file, clashes with existing users). */
async function validate(db: Db, file: UploadedFile): Promise<ImportRow[]> {
  const { header, data } = await readRows(file);
  const errors: Record<string, string> = {};
  const rows: ImportRow[] = [];

  const taken = await usersRepository.listIdentities(db);
  const activeByRut = new Map(taken.filter((u) => u.rut).map((u) => [u.rut!, u.activo === 1]));
  const existing = {
    rut: new Set(taken.map((u) => u.rut).filter(Boolean)),
    username: new Set(taken.map((u) => u.username.toLowerCase())),
    correo: new Set(taken.map((u) => u.correo?.toLowerCase()).filter(Boolean)),
  };
  const seen = {
    rut: new Map<string, number>(),
    username: new Map<string, number>(),
    correo: new Map<string, number>(),
  };
  const labels = { rut: 'RUT', username: 'nombre de usuario', correo: 'correo' } as const;

  for (const { line, cells } of data) {
    const messages: string[] = [];
    const extra = cells.slice(header.length);
    if (cells.length < header.length || extra.some((c) => c.trim() !== '')) {
      messages.push(`La fila tiene ${cells.length} columnas y el encabezado ${header.length}.`);
    }
    const raw: Record<string, string> = {};
    header.forEach((col, i) => {
      if (col) raw[col] = cells[i] ?? '';
    });
    if (raw.fecha_nacimiento) raw.fecha_nacimiento = normalizeDate(raw.fecha_nacimiento);

    const parsed = importRowSchema.safeParse(raw);
    if (!parsed.success) {
      const byField = new Map<string, string>();
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (!byField.has(key)) byField.set(key, issue.message);
      }
      messages.push(...byField.values());
    } else {
      const row = parsed.data;
      for (const key of ['rut', 'username', 'correo'] as const) {
        const value = key === 'rut' ? row.rut : row[key].toLowerCase();
        const earlier = seen[key].get(value);
        if (earlier !== undefined) messages.push(`${labels[key]} repetido en el archivo (fila ${earlier}).`);
        else seen[key].set(value, line);
        if (existing[key].has(value)) messages.push(`Ya existe un usuario con este ${labels[key]}.`);
      }
      if (!messages.length) rows.push({ fila: line, ...row });
    }
    if (messages.length) errors[importRowKey(line)] = messages.map((m) => m[0]!.toUpperCase() + m.slice(1)).join(' ');
  }

  // Managers: an active user already there, or another row of this file; no cycles among the rows.
  const fileRuts = new Map(rows.map((r) => [r.rut, r]));
  const numberOf = new Map(rows.map((r, i) => [r.rut, i + 1]));
  const parentOf = new Map(
    rows.map((r) => [numberOf.get(r.rut)!, r.jefatura ? (numberOf.get(r.jefatura) ?? null) : null]),
  );
  for (const r of rows) {
    if (!r.jefatura) continue;
    let message: string | undefined;
    if (r.jefatura === r.rut) message = JEFATURA_MESSAGES.self;
    else if (fileRuts.has(r.jefatura)) {
      const self = numberOf.get(r.rut)!;
      if (createsOrgCycle(new Map([...parentOf, [self, null]]), self, numberOf.get(r.jefatura)!)) {
        message = JEFATURA_MESSAGES.cycle;
      }
    } else if (!activeByRut.has(r.jefatura)) message = `${JEFATURA_MESSAGES.notFound} (RUT ${r.jefatura}).`;
    else if (!activeByRut.get(r.jefatura)) message = JEFATURA_MESSAGES.inactive;
    if (message) {
      const key = importRowKey(r.fila);
      errors[key] = errors[key] ? `${errors[key]} ${message}` : message;
    }
  }

  const bad = Object.keys(errors).length;
  if (bad) {
    throw fail(
      `${bad === 1 ? 'Una fila tiene errores' : `${bad} filas tienen errores`}. No se importó ningún usuario.`,
      errors,
    );
  }
  return rows;
}

/** After the insert: each row's `jefatura` RUT becomes the manager's id, one update per manager. */
async function linkManagers(db: Db, rows: ImportRow[]): Promise<void> {
  const linked = rows.filter((r) => r.jefatura);
  if (!linked.length) return;
  const ruts = [...new Set(linked.flatMap((r) => [r.rut, r.jefatura!]))];
  const idOf = new Map<string, number>();
  for (let i = 0; i < ruts.length; i += 500) {
    for (const u of await usersRepository.idsByRut(db, ruts.slice(i, i + 500))) if (u.rut) idOf.set(u.rut, u.id);
  }
  const reportsOf = new Map<number, number[]>();
  for (const r of linked) {
    const manager = idOf.get(r.jefatura!)!;
    reportsOf.set(manager, [...(reportsOf.get(manager) ?? []), idOf.get(r.rut)!]);
  }
  for (const [manager, ids] of reportsOf) await usersRepository.setManager(db, manager, ids);
}

/** Dry run: the rows as they would be created. */
export async function previewImport(db: Db, file: UploadedFile): Promise<ImportPreview> {
  const filas = await validate(db, file);
  return { total: filas.length, filas };
}

/** Creates every row in one transaction; each new user gets a temporary password shown once. */
export async function runImport(db: Db, file: UploadedFile, temporaryExpiresAt: string): Promise<ImportResult> {
  const rows = await validate(db, file);
  const passwords = rows.map(() => generateTemporaryPassword());
  // Hashing happens before the transaction so the database is never held while argon2 works.
  const hashes = await mapPool(passwords, HASH_CONCURRENCY, (p) => hashPassword(p));
  const now = nowIso();
  const newRows: NewUserRow[] = rows.map((r, i) => ({
    username: r.username,
    password_hash: hashes[i]!,
    role: 'worker',
    activo: 1,
    nombre: r.nombre,
    area: r.area,
    sucursal: r.sucursal,
    anexo: r.anexo,
    rut: r.rut,
    correo: r.correo,
    puesto: r.puesto,
    telefono: r.telefono,
    razon_social: r.razon_social,
    fecha_nacimiento: r.fecha_nacimiento,
    imagen_perfil: null,
    dispositivo: r.dispositivo,
    must_change_password: 1,
    temporary_password_expires_at: temporaryExpiresAt,
    created_at: now,
    updated_at: now,
  }));
  try {
    await db.transaction().execute(async (trx) => {
      await usersRepository.insertMany(trx, newRows);
      await linkManagers(trx, rows);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict(
        'Otro usuario con el mismo RUT, nombre de usuario o correo se creó mientras tanto. No se importó nada.',
      );
    }
    throw err;
  }
  const credenciales: ImportCredential[] = rows.map((r, i) => ({
    rut: r.rut,
    username: r.username,
    correo: r.correo,
    password_temporal: passwords[i]!,
  }));
  return { creados: rows.length, credenciales };
}
