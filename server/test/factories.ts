import { randomBytes } from 'node:crypto';
import { rutCheckDigit, type DocumentItem } from '@intranet/contract';
import type { Db } from '../src/db/database.js';
import { nowIso } from '../src/db/sql.js';
import { todayInSantiago } from '../src/lib/time.js';
import { hashPassword } from '../src/lib/passwords.js';
import { usersRepository } from '../src/features/users/users.repository.js';
import { newsRepository, type NewsRow } from '../src/features/news/news.repository.js';
import { forumRepository, type ComentarioRow, type NewTemaRow } from '../src/features/forum/forum.repository.js';
import { multipart, type TestApp } from './helpers.js';

export interface MadeUser {
  id: number;
  username: string;
  nombre: string;
  rut: string;
  correo: string;
  role: 'admin' | 'worker';
  password: string;
}

let seq = 0;
let cachedHash: Promise<string> | undefined;
const DEFAULT_PASSWORD = 'Clave.Segura.1';

/** A valid random RUT in canonical form. */
export function randomRut(): string {
  const body = String(10_000_000 + Math.floor(Math.random() * 14_000_000));
  return `${body}-${rutCheckDigit(body)}`;
}

/** Creates a user row directly (tests of other features need people quickly). */
export async function makeUser(
  db: Db,
  over: Partial<Omit<MadeUser, 'id'>> & {
    activo?: boolean;
    mustChangePassword?: boolean;
    area?: string | null;
    sucursal?: number | null;
    jefatura_id?: number | null;
    fecha_nacimiento?: string | null;
    telefono?: string | null;
    telefono_visible?: boolean;
    cuenta_servicio?: boolean;
    puesto?: string;
  } = {},
): Promise<MadeUser> {
  seq++;
  const tag = `${seq}${randomBytes(3).toString('hex')}`;
  const password = over.password ?? DEFAULT_PASSWORD;
  const hash = over.password ? hashPassword(password) : (cachedHash ??= hashPassword(DEFAULT_PASSWORD));
  const now = nowIso();
  const user = {
    username: over.username ?? `usuario${tag}`,
    nombre: over.nombre ?? `Persona ${tag}`,
    rut: over.rut ?? randomRut(),
    correo: over.correo ?? `usuario${tag}@empresa.cl`,
    role: over.role ?? 'worker',
    password,
  } as const;
  const id = await usersRepository.insert(db, {
    username: user.username,
    nombre: user.nombre,
    area: over.area ?? null,
    sucursal: over.sucursal ?? null,
    jefatura_id: over.jefatura_id ?? null,
    fecha_nacimiento: over.fecha_nacimiento ?? null,
    telefono: over.telefono ?? null,
    telefono_visible: over.telefono_visible ? 1 : 0,
    cuenta_servicio: over.cuenta_servicio ? 1 : 0,
    password_hash: await hash,
    role: user.role,
    activo: over.activo === false ? 0 : 1,
    rut: user.rut,
    correo: user.correo,
    puesto: over.puesto ?? 'Operador',
    must_change_password: over.mustChangePassword ? 1 : 0,
    created_at: now,
    updated_at: now,
  });
  return { id, ...user };
}

/** The smallest file the server takes for a PDF (it checks the signature only): for tests that never read it. */
export const tinyPdf = (title = 'Versión 1') => Buffer.from(`%PDF-1.4\n% ${title}\n%%EOF\n`, 'latin1');

/** Sends a PDF (and fields) as an admin; throws unless the answer is a success. */
async function sendPdf(t: TestApp, admin: string, url: string, fields: Record<string, string>, content: Buffer) {
  const body = multipart({ ...fields, archivo: { filename: 'p.pdf', content, contentType: 'application/pdf' } });
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: admin },
  });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A procedure created through the admin API, so its version 1, file hash and data version are real ones. Without
 * an admin cookie it makes its own admin.
 */
export async function makeDocument(
  t: TestApp,
  over: { admin?: string; nombre?: string; area?: string; subarea?: string; content?: Buffer } = {},
): Promise<DocumentItem> {
  const admin = over.admin ?? (await t.cookieFor('admin'));
  return sendPdf(
    t,
    admin,
    '/api/procedimientos',
    {
      nombre: over.nombre ?? 'Trabajo en altura',
      area: over.area ?? 'Procedimientos',
      subarea: over.subarea ?? 'Salud Ocupacional y Medio Ambiente',
    },
    over.content ?? tinyPdf('Versión 1'),
  );
}

/** A new version of a document through the admin API (its readers must read it again). */
export async function addDocumentVersion(
  t: TestApp,
  admin: string,
  id: number,
  over: { nota?: string; content?: Buffer } = {},
): Promise<DocumentItem> {
  return sendPdf(
    t,
    admin,
    `/api/procedimientos/${id}/versiones`,
    { nota: over.nota ?? 'Cambio' },
    over.content ?? tinyPdf('Versión 2'),
  );
}

/** A news item through the news repository (its search row and the `news` data version follow), dated today. */
export async function makeNews(db: Db, over: Partial<NewsRow> = {}): Promise<NewsRow & { id: number }> {
  const now = nowIso();
  const row: NewsRow = {
    nombre: 'Noticia de prueba',
    area: 'Operaciones',
    detalle: 'Detalle de la noticia.',
    fecha: todayInSantiago(),
    imagen: null,
    created_at: now,
    updated_at: now,
    ...over,
  };
  return { id: await newsRepository.insert(db, row), ...row };
}

/**
 * A forum topic through the forum repository (active unless `activo: 0`). For a topic made as an admin through the
 * API (its audit entry, its live event), use `postTopic` in forum-helpers.ts.
 */
export async function makeTopic(db: Db, over: Partial<NewTemaRow> = {}): Promise<NewTemaRow & { id: number }> {
  seq++;
  const now = nowIso();
  const row: NewTemaRow = {
    titulo: `Tema de prueba ${seq}`,
    descripcion: null,
    imagen: null,
    activo: 1,
    autor_id: null,
    autor_nombre: null,
    fecha_creacion: now,
    updated_at: now,
    ...over,
  };
  return { id: await forumRepository.insertTema(db, row), ...row };
}

/**
 * A comment through the forum repository, so its topic's count and data version follow. Without a topic it makes
 * an active one; without an author, a worker.
 */
export async function makeComment(
  db: Db,
  over: { tema_id?: number; author?: MadeUser; comentario?: string; fecha?: string; respuesta_a?: number } = {},
): Promise<ComentarioRow> {
  const temaId = over.tema_id ?? (await makeTopic(db)).id;
  const author = over.author ?? (await makeUser(db));
  return db.transaction().execute((trx) =>
    forumRepository.insertComentario(trx, {
      tema_id: temaId,
      user_id: author.id,
      username: author.username,
      nombre: author.nombre,
      comentario: over.comentario ?? 'Comentario de prueba',
      fecha: over.fecha ?? nowIso(),
      respuesta_a: over.respuesta_a ?? null,
    }),
  );
}
