import { bumpDataVersion } from '../../lib/data-version.js';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  DocumentItem,
  DocumentVersionItem,
  LecturaAdminItem,
  LecturaEstado,
  LecturaPendiente,
  LecturaVerificacion,
} from '@intranet/contract';
import { useTestApp, fakeClock, multipart, storedFiles, tempFiles, withDatabaseBefore } from '../../../test/helpers.js';
import { makeDocument, makeNews, makeUser, tinyPdf, type MadeUser } from '../../../test/factories.js';
import { GENESIS_HASH } from '../../db/migrations/2026-11-25-16-lecturas.js';

// 2026-11-25 12:00 UTC = 09:00 in Santiago (summer time, UTC-3).
const START = Date.parse('2026-11-25T12:00:00Z');

const clock = fakeClock(START);
const t = useTestApp({}, { clock });

let admin: string;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

beforeEach(async () => {
  clock.set(START);
  const db = t.handle.db;
  await db.deleteFrom('lectura_evidencias').execute();
  await db.updateTable('evidencia_cadena').set({ cabeza: GENESIS_HASH, total: 0 }).execute();
  await db.deleteFrom('lectura_aperturas').execute();
  await db.deleteFrom('lecturas').execute();
  await db.deleteFrom('document_versions').execute();
  await db.deleteFrom('documents').execute();
  await bumpDataVersion(db, 'documents');
  await db.deleteFrom('announcements').execute();
  // Every test starts with only its own people (audiences are resolved over all active users).
  await db.deleteFrom('users').where('role', '=', 'worker').execute();
  await fs.rm(path.join(t.dataDir, 'uploads', 'documents'), { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function upload(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  content: Buffer | string,
  contentType = 'application/pdf',
) {
  const body = multipart({ ...fields, archivo: { filename: 'p.pdf', content, contentType } });
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie: admin } });
}

const createDoc = (v1 = tinyPdf('Versión 1')) => makeDocument(t, { admin, content: v1 });

async function newVersion(id: number, content: Buffer, nota = 'Se agrega arnés doble') {
  return upload('POST', `/api/procedimientos/${id}/versiones`, { nota }, content);
}

const api = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function assign(body: Record<string, unknown>): Promise<LecturaAdminItem> {
  const res = await api('POST', '/api/lecturas', admin, { fecha_limite: '2026-12-10', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function pending(cookie: string): Promise<LecturaPendiente[]> {
  const res = await api('GET', '/api/lecturas/pendientes', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const openPdf = (archivo: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/procedimientos/archivos/${archivo}?inline=1`, headers: { cookie } });

const confirm = (id: number, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/lecturas/${id}/confirmar`,
    headers: { cookie, 'user-agent': 'Navegador de prueba/1.0' },
  });

const evidenceCount = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('lectura_evidencias')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function person(over: { sucursal?: number | null; area?: string | null } = {}) {
  const user: MadeUser = await makeUser(t.handle.db, { sucursal: 3, area: 'Operaciones', ...over });
  return { user, cookie: await t.loginAs(user) };
}

const verify = async (): Promise<LecturaVerificacion> => (await api('GET', '/api/lecturas/verificar', admin)).json();

describe('versioned procedures', () => {
  it('keeps every version with SHA-256, uploader and note; workers get the current one, admins any', async () => {
    const v1 = tinyPdf('Versión 1');
    const v2 = tinyPdf('Versión 2 con cambios');
    const doc = await createDoc(v1);
    const res = await newVersion(doc.id, v2);
    expect(res.statusCode, res.body).toBe(201);
    const current: DocumentItem = res.json();
    expect(current.version).toBe(2);
    expect(current.archivo).not.toBe(doc.archivo);

    const list = await api('GET', `/api/procedimientos/${doc.id}/versiones`, admin);
    expect(list.statusCode).toBe(200);
    const versions: DocumentVersionItem[] = list.json();
    expect(versions.map((v) => [v.numero, v.actual, v.sha256, v.nota])).toEqual([
      [2, true, sha(v2), 'Se agrega arnés doble'],
      [1, false, sha(v1), 'Versión inicial'],
    ]);
    expect(versions[0]!.subido_por).toMatch(/^Persona /);

    const { cookie: worker } = await person();
    expect((await openPdf(current.archivo, worker)).rawPayload.equals(v2)).toBe(true);
    expect((await openPdf(doc.archivo, worker)).statusCode).toBe(404);
    const old = await api('GET', `/api/procedimientos/${doc.id}/versiones/1/archivo`, admin);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(v1)).toBe(true);
    expect(old.headers['content-disposition']).toMatch(/Trabajo en altura v1\.pdf/);
    expect((await api('GET', `/api/procedimientos/${doc.id}/versiones/1/archivo`, worker)).statusCode).toBe(403);
    expect((await api('GET', `/api/procedimientos/${doc.id}/versiones/9/archivo`, admin)).statusCode).toBe(404);
    expect((await api('GET', `/api/procedimientos/${doc.id}/versiones`, worker)).statusCode).toBe(403);
  });

  it('refuses a version that is not a PDF with 415 and leaves the current one unchanged', async () => {
    const doc = await createDoc();
    const files = await storedFiles(t.dataDir);
    const res = await newVersion(doc.id, Buffer.from('<html>no soy un pdf</html>'));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/PDF/);
    const versions: DocumentVersionItem[] = (await api('GET', `/api/procedimientos/${doc.id}/versiones`, admin)).json();
    expect(versions).toHaveLength(1);
    expect(await storedFiles(t.dataDir)).toEqual(files);
    expect(await tempFiles(t.dataDir)).toEqual([]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/procedimientos/${doc.id}/versiones`,
      headers: { cookie: admin, ...multipart({ nota: 'x' }).headers },
      payload: multipart({ nota: 'x' }).payload,
    });
    expect(missing.statusCode).toBe(400);
    expect((await newVersion(999999, tinyPdf('x'))).statusCode).toBe(404);
  });

  it('computes the SHA-256 of versions migrated without one', async () => {
    const v1 = tinyPdf('Migrado');
    const doc = await createDoc(v1);
    await t.handle.db.updateTable('document_versions').set({ sha256: null }).execute();
    const versions: DocumentVersionItem[] = (await api('GET', `/api/procedimientos/${doc.id}/versiones`, admin)).json();
    expect(versions[0]!.sha256).toBe(sha(v1));
    const stored = await t.handle.db.selectFrom('document_versions').select('sha256').executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(sha(v1));
  });

  it('deletes softly when acknowledgements exist (files kept), fully otherwise (every version file removed)', async () => {
    const plain = await createDoc();
    expect((await newVersion(plain.id, tinyPdf('v2'))).statusCode).toBe(201);
    expect(await storedFiles(t.dataDir)).toHaveLength(2);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/procedimientos/${plain.id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBe(204);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect(await t.handle.db.selectFrom('document_versions').selectAll().execute()).toEqual([]);

    const doc = await createDoc();
    const { cookie } = await person();
    const l = await assign({ tipo: 'documento', item_id: doc.id, sucursales: [3] });
    await openPdf(doc.archivo, cookie);
    expect((await confirm(l.id, cookie)).statusCode).toBe(201);
    const soft = await t.app.inject({
      method: 'DELETE',
      url: `/api/procedimientos/${doc.id}`,
      headers: { cookie: admin },
    });
    expect(soft.statusCode).toBe(204);
    expect(await storedFiles(t.dataDir)).toHaveLength(1);
    const row = await t.handle.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(row.eliminado_at).not.toBeNull();
    const listed = (await api('GET', '/api/procedimientos', admin)).json();
    expect(listed.items).toEqual([]);
    expect((await openPdf(doc.archivo, admin)).statusCode).toBe(404);
    expect(await pending(cookie)).toEqual([]);
    expect(await evidenceCount()).toBe(1);
    expect((await verify()).valida).toBe(true);
  });
});

describe('mandatory reading: assignments', () => {
  it('validates the audience, the item and the due date (400 in Spanish, nothing stored)', async () => {
    const doc = await createDoc();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ tipo: 'documento', item_id: doc.id, todos: true, fecha_limite: '2026-11-24' }, /pasado/],
      [{ tipo: 'documento', item_id: doc.id, todos: true, fecha_limite: '2026-02-30' }, /fecha límite/],
      [{ tipo: 'documento', item_id: doc.id, areas: ['Cocina'] }, /áreas elegidas no existe/],
      [{ tipo: 'documento', item_id: doc.id, sucursales: [99] }, /sucursales elegidas no existe/],
      [{ tipo: 'documento', item_id: doc.id, personas: [987654] }, /personas elegidas no existe/],
      [{ tipo: 'documento', item_id: doc.id }, /Elija a quién/],
      [{ tipo: 'documento', item_id: 987654, todos: true }, /no existe/],
      [{ tipo: 'curso', item_id: doc.id, todos: true }, /documento, una noticia o un anuncio/],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/api/lecturas', admin, { fecha_limite: '2026-12-01', ...body });
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().error).toMatch(message);
    }
    // Today (Santiago) is accepted.
    await assign({ tipo: 'documento', item_id: doc.id, todos: true, fecha_limite: '2026-11-25' });
    expect((await api('GET', '/api/lecturas', admin)).json()).toHaveLength(1);
  });

  it('edits and closes; a closed reading cannot be edited or closed again', async () => {
    const doc = await createDoc();
    const l = await assign({ tipo: 'documento', item_id: doc.id, sucursales: [3] });
    const edited = await api('PUT', `/api/lecturas/${l.id}`, admin, { sucursales: [3, 4], fecha_limite: '2026-12-20' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ sucursales: [3, 4], fecha_limite: '2026-12-20' });
    expect(
      (await api('PUT', `/api/lecturas/${l.id}`, admin, { todos: true, fecha_limite: '2020-01-01' })).statusCode,
    ).toBe(400);
    const closed = await api('POST', `/api/lecturas/${l.id}/cerrar`, admin);
    expect(closed.json().cerrada).toBe(true);
    expect((await api('POST', `/api/lecturas/${l.id}/cerrar`, admin)).statusCode).toBe(409);
    expect(
      (await api('PUT', `/api/lecturas/${l.id}`, admin, { todos: true, fecha_limite: '2026-12-20' })).statusCode,
    ).toBe(409);
    expect(
      (await api('PUT', `/api/lecturas/999999`, admin, { todos: true, fecha_limite: '2026-12-20' })).statusCode,
    ).toBe(404);
  });

  it('resolves the audience when read: a person who changes branch leaves or joins it, a new hire is covered', async () => {
    const doc = await createDoc();
    const calama = await person({ sucursal: 3 });
    const losAndes = await person({ sucursal: 4 });
    await assign({ tipo: 'documento', item_id: doc.id, sucursales: [3] });
    expect(await pending(calama.cookie)).toHaveLength(1);
    expect(await pending(losAndes.cookie)).toEqual([]);

    const db = t.handle.db;
    await db.updateTable('users').set({ sucursal: 4 }).where('id', '=', calama.user.id).execute();
    await db.updateTable('users').set({ sucursal: 3 }).where('id', '=', losAndes.user.id).execute();
    expect(await pending(calama.cookie)).toEqual([]);
    expect(await pending(losAndes.cookie)).toHaveLength(1);

    const newHire = await person({ sucursal: 3 });
    expect(await pending(newHire.cookie)).toHaveLength(1);
  });

  it('combines areas and branches (both must match) and adds named people', async () => {
    const doc = await createDoc();
    const opsCalama = await person({ sucursal: 3, area: 'Operaciones' });
    const mantCalama = await person({ sucursal: 3, area: 'Mantención' });
    const opsSantiago = await person({ sucursal: 2, area: 'Operaciones' });
    const named = await person({ sucursal: 6, area: 'Finanzas' });
    await assign({
      tipo: 'documento',
      item_id: doc.id,
      areas: ['Operaciones'],
      sucursales: [3],
      personas: [named.user.id],
    });
    expect(await pending(opsCalama.cookie)).toHaveLength(1);
    expect(await pending(mantCalama.cookie)).toEqual([]);
    expect(await pending(opsSantiago.cookie)).toEqual([]);
    expect(await pending(named.cookie)).toHaveLength(1);
  });

  it('orders pending readings by due date and marks the overdue ones (Santiago calendar)', async () => {
    const a = await createDoc();
    const b = await createDoc();
    const { cookie } = await person();
    const later = await assign({ tipo: 'documento', item_id: a.id, todos: true, fecha_limite: '2026-12-10' });
    const sooner = await assign({ tipo: 'documento', item_id: b.id, todos: true, fecha_limite: '2026-11-30' });
    let list = await pending(cookie);
    expect(list.map((p) => [p.id, p.vencida, p.abierta])).toEqual([
      [sooner.id, false, false],
      [later.id, false, false],
    ]);
    // 2026-12-01 02:59 UTC is still 2026-11-30 in Santiago (UTC-3): not overdue yet.
    clock.set(Date.parse('2026-12-01T02:59:00Z'));
    expect((await pending(cookie))[0]!.vencida).toBe(false);
    clock.set(Date.parse('2026-12-01T03:00:00Z'));
    list = await pending(cookie);
    expect(list.map((p) => p.vencida)).toEqual([true, false]);
  });
});

describe('mandatory reading: confirmation and evidence', () => {
  it('confirms only after opening; records person, item, version, SHA-256, UTC time, address and browser', async () => {
    const v1 = tinyPdf('Versión 1');
    const doc = await createDoc(v1);
    const { user, cookie } = await person();
    const l = await assign({ tipo: 'documento', item_id: doc.id, sucursales: [3] });

    const early = await confirm(l.id, cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/Abra el documento/);
    expect(await evidenceCount()).toBe(0);

    expect((await openPdf(doc.archivo, cookie)).statusCode).toBe(200);
    expect((await pending(cookie))[0]!.abierta).toBe(true);
    clock.advance(60_000);
    const ok = await confirm(l.id, cookie);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      lectura_id: l.id,
      persona: user.nombre,
      rut: user.rut,
      tipo: 'documento',
      item_id: doc.id,
      titulo: 'Trabajo en altura',
      version: 1,
      sha256: sha(v1),
      confirmado_at: '2026-11-25T12:01:00.000Z',
      ip: '127.0.0.1',
      navegador: 'Navegador de prueba/1.0',
    });
    expect(await pending(cookie)).toEqual([]);

    const twice = await confirm(l.id, cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatch(/ya confirmó/);
    expect(await evidenceCount()).toBe(1);
  });

  it('refuses a reading not assigned to the person, an unknown one and a closed one, with no row', async () => {
    const doc = await createDoc();
    const other = await person({ sucursal: 5 });
    const mine = await person({ sucursal: 3 });
    const l = await assign({ tipo: 'documento', item_id: doc.id, sucursales: [3] });
    await openPdf(doc.archivo, other.cookie);
    await openPdf(doc.archivo, mine.cookie);
    const notMine = await confirm(l.id, other.cookie);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error).toMatch(/no está asignada a usted/);
    expect((await confirm(999999, mine.cookie)).statusCode).toBe(404);
    await api('POST', `/api/lecturas/${l.id}/cerrar`, admin);
    const closed = await confirm(l.id, mine.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toMatch(/cerrada/);
    expect(await pending(mine.cookie)).toEqual([]);
    expect(await evidenceCount()).toBe(0);
  });

  it('a new version re-opens the reading; the old confirmation stays as evidence of the old version', async () => {
    const doc = await createDoc();
    const { cookie } = await person();
    const l = await assign({ tipo: 'documento', item_id: doc.id, sucursales: [3] });
    await openPdf(doc.archivo, cookie);
    expect((await confirm(l.id, cookie)).statusCode).toBe(201);

    const v2 = tinyPdf('Versión 2');
    const current: DocumentItem = (await newVersion(doc.id, v2)).json();
    const again = await pending(cookie);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ version: 2, abierta: false, confirmo_version_anterior: true });
    expect((await confirm(l.id, cookie)).statusCode).toBe(409);
    await openPdf(current.archivo, cookie);
    const ok = await confirm(l.id, cookie);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ version: 2, sha256: sha(v2) });
    const rows = await t.handle.db.selectFrom('lectura_evidencias').select(['version']).orderBy('id').execute();
    expect(rows.map((r) => Number(r.version))).toEqual([1, 2]);
    expect((await verify()).valida).toBe(true);
  });

  it('works for news items: opening the article enables the confirmation', async () => {
    const now = new Date(START).toISOString();
    const news = await makeNews(t.handle.db, {
      nombre: 'Nueva política de fatiga',
      area: 'Seguridad',
      detalle: 'Texto completo',
      fecha: '2026-11-25',
      created_at: now,
      updated_at: now,
    });
    const { cookie } = await person();
    const l = await assign({ tipo: 'noticia', item_id: Number(news.id), todos: true });
    expect((await confirm(l.id, cookie)).statusCode).toBe(409);
    expect((await api('GET', `/api/noticias/${news.id}`, cookie)).statusCode).toBe(200);
    const ok = await confirm(l.id, cookie);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ tipo: 'noticia', version: 1, titulo: 'Nueva política de fatiga' });
    expect(ok.json().sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('concurrent confirmations by the same person give one row; by many people, a valid chain', async () => {
    const doc = await createDoc();
    const l = await assign({ tipo: 'documento', item_id: doc.id, todos: true });
    const one = await person();
    await openPdf(doc.archivo, one.cookie);
    const same = await Promise.all(Array.from({ length: 8 }, () => confirm(l.id, one.cookie)));
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await evidenceCount()).toBe(1);

    const many = await Promise.all(Array.from({ length: 12 }, () => person()));
    for (const p of many) await openPdf(doc.archivo, p.cookie);
    const results = await Promise.all(many.map((p) => confirm(l.id, p.cookie)));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const check = await verify();
    expect(check).toMatchObject({ valida: true, total: 13, primera_rota: null });
    const last = await t.handle.db
      .selectFrom('lectura_evidencias')
      .select('hash')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(check.cabeza).toBe(last.hash);
  });

  it('verification names the first edited row, and notices a removed last row', async () => {
    const doc = await createDoc();
    const l = await assign({ tipo: 'documento', item_id: doc.id, todos: true });
    const people = [await person(), await person(), await person()];
    for (const p of people) {
      await openPdf(doc.archivo, p.cookie);
      expect((await confirm(l.id, p.cookie)).statusCode).toBe(201);
    }
    expect(await verify()).toMatchObject({ valida: true, total: 3 });
    const rows = await t.handle.db.selectFrom('lectura_evidencias').selectAll().orderBy('id').execute();
    const second = rows[1]!;
    const db = t.handle.db;
    await db
      .updateTable('lectura_evidencias')
      .set({ confirmado_at: '2026-11-20T00:00:00.000Z' })
      .where('id', '=', second.id)
      .execute();
    const broken = await verify();
    expect(broken.valida).toBe(false);
    expect(broken.primera_rota).toMatchObject({ id: Number(second.id) });
    expect(broken.primera_rota!.motivo).toMatch(/modificada/);

    await db
      .updateTable('lectura_evidencias')
      .set({ confirmado_at: second.confirmado_at })
      .where('id', '=', second.id)
      .execute();
    expect((await verify()).valida).toBe(true);
    await db.deleteFrom('lectura_evidencias').where('id', '=', rows[2]!.id).execute();
    const truncated = await verify();
    expect(truncated.valida).toBe(false);
    expect(truncated.primera_rota!.motivo).toMatch(/eliminaron/);
    await db.deleteFrom('lectura_evidencias').where('id', '=', rows[0]!.id).execute();
    expect((await verify()).primera_rota).toMatchObject({ id: Number(second.id) });
  });
});

describe('mandatory reading of an announcement', () => {
  async function announcement(
    over: {
      type?: 'bienvenido' | 'seguridad' | 'misionvision';
      audiencia_areas?: string;
      publicar_at?: string | null;
      despublicar_at?: string | null;
    } = {},
  ) {
    const now = new Date(START).toISOString();
    const row = await t.handle.db
      .insertInto('announcements')
      .values({
        type: 'seguridad',
        title: 'Uso obligatorio de casco',
        detail: 'Desde el lunes el casco es obligatorio en bodega.',
        image1: null,
        image2: null,
        image3: null,
        image4: null,
        publicar_at: null,
        despublicar_at: null,
        ...over,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  const openAnnouncement = (id: number, cookie: string) => api('GET', `/api/announcements/${id}`, cookie);

  it('confirms only after the announcement was opened; the evidence hashes its text; dashboard, CSV and bell name it', async () => {
    const id = await announcement();
    const { user, cookie } = await person();
    const l = await assign({ tipo: 'anuncio', item_id: id, personas: [user.id] });
    expect(l).toMatchObject({ tipo: 'anuncio', item_id: id, titulo: 'Uso obligatorio de casco', version: 1 });

    const bell = await api('GET', '/api/notificaciones', cookie);
    expect(bell.json().items.map((n: { texto: string }) => n.texto)).toContain(
      'Nueva lectura obligatoria: «Uso obligatorio de casco».',
    );
    expect(await pending(cookie)).toMatchObject([{ id: l.id, tipo: 'anuncio', abierta: false }]);

    const early = await confirm(l.id, cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Abra el documento, la noticia o el anuncio antes de confirmar su lectura.');
    expect(await evidenceCount()).toBe(0);

    const opened = await openAnnouncement(id, cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ id, type: 'seguridad', title: 'Uso obligatorio de casco' });
    expect(opened.json()).not.toHaveProperty('estado');
    expect(await pending(cookie)).toMatchObject([{ id: l.id, abierta: true }]);

    const ok = await confirm(l.id, cookie);
    expect(ok.statusCode, ok.body).toBe(201);
    const text = JSON.stringify([
      'seguridad',
      'Uso obligatorio de casco',
      'Desde el lunes el casco es obligatorio en bodega.',
    ]);
    expect(ok.json()).toMatchObject({
      tipo: 'anuncio',
      item_id: id,
      version: 1,
      titulo: 'Uso obligatorio de casco',
      sha256: createHash('sha256').update(text).digest('hex'),
      navegador: 'Navegador de prueba/1.0',
    });
    expect(await pending(cookie)).toEqual([]);
    expect((await confirm(l.id, cookie)).statusCode).toBe(409);
    expect(await evidenceCount()).toBe(1);
    expect(await verify()).toMatchObject({ valida: true, total: 1 });

    const estado: LecturaEstado = (await api('GET', `/api/lecturas/${l.id}/estado`, admin)).json();
    expect(estado.lectura).toMatchObject({ tipo: 'anuncio', total: 1, confirmadas: 1 });
    expect(estado.personas).toMatchObject([{ id: user.id, estado: 'confirmada' }]);
    const csv = await api('GET', `/api/lecturas/${l.id}/export.csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Anuncio');
    const pdf = await api('GET', `/api/lecturas/${l.id}/reporte.pdf`, admin);
    expect(pdf.statusCode).toBe(200);
  });

  it('refuses an unknown or expired announcement when assigning (400 in Spanish, nothing stored)', async () => {
    const cases: [number, string][] = [
      [987654, 'El documento, la noticia o el anuncio elegido no existe.'],
      [
        await announcement({ despublicar_at: '2026-11-25T11:00:00.000Z' }),
        'El anuncio elegido ya venció (despublicado): nadie podría abrirlo.',
      ],
    ];
    for (const [item_id, message] of cases) {
      const res = await api('POST', '/api/lecturas', admin, {
        tipo: 'anuncio',
        item_id,
        todos: true,
        fecha_limite: '2026-12-01',
      });
      expect({ item_id, status: res.statusCode, body: res.json() }).toEqual({
        item_id,
        status: 400,
        body: { error: message, fields: { item_id: message } },
      });
    }
    expect((await api('GET', '/api/lecturas', admin)).json()).toEqual([]);
    // Scheduled (not yet published) is accepted: it will be readable.
    const later = await announcement({ type: 'bienvenido', publicar_at: '2026-11-27T12:00:00.000Z' });
    await assign({ tipo: 'anuncio', item_id: later, todos: true });
  });

  it('an announcement outside the audience of the person, or expired after the assignment, cannot be opened nor confirmed', async () => {
    const hidden = await announcement({ audiencia_areas: '|Finanzas|' });
    const { cookie } = await person({ area: 'Operaciones' });
    const l = await assign({ tipo: 'anuncio', item_id: hidden, todos: true });
    expect(await pending(cookie)).toEqual([]);
    const res = await openAnnouncement(hidden, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No se encontró el anuncio.');
    expect(await t.handle.db.selectFrom('lectura_aperturas').selectAll().execute()).toEqual([]);
    const refused = await confirm(l.id, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('El documento, la noticia o el anuncio de esta lectura ya no está disponible.');

    // Opened while published, expired before the confirmation.
    await t.handle.db.deleteFrom('announcements').execute();
    const expiring = await announcement({ despublicar_at: '2026-11-26T12:00:00.000Z' });
    const l2 = await assign({ tipo: 'anuncio', item_id: expiring, todos: true });
    expect((await openAnnouncement(expiring, cookie)).statusCode).toBe(200);
    expect(await pending(cookie)).toMatchObject([{ id: l2.id, abierta: true }]);
    clock.set(Date.parse('2026-11-26T12:00:00Z'));
    expect(await pending(cookie)).toEqual([]);
    expect((await openAnnouncement(expiring, cookie)).statusCode).toBe(404);
    expect((await confirm(l2.id, cookie)).statusCode).toBe(409);
    expect(await evidenceCount()).toBe(0);
    // An admin still sees and may open it (the admin's own opening counts, as for news).
    expect((await openAnnouncement(expiring, admin)).statusCode).toBe(200);
  });

  it('confirmations of announcements, news and documents share one valid chain', async () => {
    const doc = await createDoc();
    const id = await announcement();
    const people = await Promise.all([person(), person(), person()]);
    const la = await assign({ tipo: 'anuncio', item_id: id, todos: true });
    const ld = await assign({ tipo: 'documento', item_id: doc.id, todos: true });
    for (const p of people) {
      await openAnnouncement(id, p.cookie);
      await openPdf(doc.archivo, p.cookie);
    }
    const results = await Promise.all(people.flatMap((p) => [confirm(la.id, p.cookie), confirm(ld.id, p.cookie)]));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await verify()).toMatchObject({ valida: true, total: 6, primera_rota: null });
  });

  it('the announcement detail needs a session', async () => {
    const id = await announcement();
    expect((await t.app.inject({ method: 'GET', url: `/api/announcements/${id}` })).statusCode).toBe(401);
    const { cookie } = await person();
    expect((await openAnnouncement(987654, cookie)).statusCode).toBe(404);
    expect((await api('GET', '/api/announcements/abc', cookie)).statusCode).toBe(400);
  });
});

describe('compliance dashboard', () => {
  it('counts confirmed, pending and overdue people with area and branch, per area and per branch, with filters', async () => {
    const doc = await createDoc();
    const a = await person({ sucursal: 3, area: 'Operaciones' });
    const b = await person({ sucursal: 3, area: 'Mantención' });
    const c = await person({ sucursal: 4, area: 'Operaciones' });
    await person({ sucursal: 5, area: 'Operaciones' }); // outside the audience
    const l = await assign({ tipo: 'documento', item_id: doc.id, sucursales: [3, 4], fecha_limite: '2026-11-28' });
    await openPdf(doc.archivo, a.cookie);
    await confirm(l.id, a.cookie);

    const res = await api('GET', `/api/lecturas/${l.id}/estado`, admin);
    expect(res.statusCode).toBe(200);
    const estado: LecturaEstado = res.json();
    expect(estado).toMatchObject({ total: 3, confirmadas: 1, pendientes: 2, vencidas: 0, porcentaje: 33.3 });
    expect(estado.por_sucursal).toEqual([
      { nombre: 'Calama', total: 2, confirmadas: 1, porcentaje: 50 },
      { nombre: 'Los Andes', total: 1, confirmadas: 0, porcentaje: 0 },
    ]);
    expect(estado.por_area.map((g) => [g.nombre, g.total])).toEqual([
      ['Mantención', 1],
      ['Operaciones', 2],
    ]);
    expect(estado.cabeza_cadena).toMatch(/^[0-9a-f]{64}$/);
    const byId = new Map(estado.personas.map((p) => [p.id, p]));
    expect(byId.get(a.user.id)).toMatchObject({ estado: 'confirmada', sucursal: 'Calama', area: 'Operaciones' });
    expect(byId.get(b.user.id)?.estado).toBe('pendiente');

    clock.set(Date.parse('2026-11-29T12:00:00Z'));
    const late: LecturaEstado = (await api('GET', `/api/lecturas/${l.id}/estado?estado=vencida`, admin)).json();
    expect(late.vencidas).toBe(2);
    expect(late.personas.map((p) => p.id).sort()).toEqual([b.user.id, c.user.id].sort());
    const calama: LecturaEstado = (
      await api('GET', `/api/lecturas/${l.id}/estado?sucursal=3&area=Mantención`, admin)
    ).json();
    expect(calama.personas.map((p) => p.id)).toEqual([b.user.id]);
    expect((await api('GET', `/api/lecturas/${l.id}/estado?sucursal=99`, admin)).statusCode).toBe(400);
    expect((await api('GET', `/api/lecturas/999999/estado`, admin)).statusCode).toBe(404);
    const list: LecturaAdminItem[] = (await api('GET', '/api/lecturas', admin)).json();
    expect(list[0]).toMatchObject({ id: l.id, total: 3, confirmadas: 1, version: 1, titulo: 'Trabajo en altura' });
  });
});

describe('exports (CSV and PDF report)', () => {
  async function confirmedReading() {
    const doc = await createDoc();
    const a = await person({ sucursal: 3 });
    // A name a spreadsheet would run as a formula.
    await t.handle.db
      .updateTable('users')
      .set({ nombre: '=HYPERLINK("http://x.cl")' })
      .where('id', '=', a.user.id)
      .execute();
    const b = await person({ sucursal: 3, area: 'Finanzas' });
    await t.handle.db.updateTable('users').set({ nombre: '-Benítez, Ana' }).where('id', '=', b.user.id).execute();
    const l = await assign({ tipo: 'documento', item_id: doc.id, sucursales: [3] });
    await openPdf(doc.archivo, a.cookie);
    clock.set(Date.parse('2026-11-26T18:30:00Z'));
    expect((await confirm(l.id, a.cookie)).statusCode).toBe(201);
    expect((await newVersion(doc.id, tinyPdf('Versión 2'))).statusCode).toBe(201);
    return { doc, l, a, b };
  }

  it('CSV: one row per person with the state of the current version and older versions, formulas neutralised', async () => {
    const { l } = await confirmedReading();
    const res = await api('GET', `/api/lecturas/${l.id}/export.csv`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lectura-${l.id}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('"Persona","RUT","Área","Sucursal","Estado"');
    expect(lines).toHaveLength(3);
    const first = lines.find((x) => x.includes('HYPERLINK'))!;
    // The formula starts with an apostrophe, quotes doubled; confirmed v1 only, so pending for v2.
    expect(first).toContain(`"'=HYPERLINK(""http://x.cl"")"`);
    expect(first).toContain('"Pendiente","","1"');
    expect(first).toContain('"Trabajo en altura","2","10-12-2026"');
    const second = lines.find((x) => x.includes('Benítez'))!;
    expect(second).toContain(`"'-Benítez, Ana"`);
    expect(second).toContain('"Finanzas","Calama","Pendiente","",""');
    expect(lines.every((x) => !/(^|,)"[=+\-@]/.test(x))).toBe(true);
  });

  it('PDF: generated on the server, states the date (Chile), the version and the chain head hash', async () => {
    const { l } = await confirmedReading();
    const { cookie } = await person();
    clock.set(Date.parse('2026-11-27T13:05:00Z'));
    const res = await api('GET', `/api/lecturas/${l.id}/reporte.pdf`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lectura-${l.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { getDocumentProxy, extractText } = await import('unpdf');
    const proxy = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(proxy, { mergePages: true });
    const head = (await verify()).cabeza;
    expect(text).toContain('Reporte de lectura obligatoria');
    expect(text).toContain('Trabajo en altura');
    expect(text).toContain('versión vigente 2');
    expect(text).toContain('Generado el 27-11-2026, 10:05 (hora de Chile)');
    expect(text).toContain('Confirmado: 0 % (0 de 3 personas)');
    expect(text.replace(/\s/g, '')).toContain(head);
    expect(text).toContain('=HYPERLINK');
    expect(text).toContain('v1');
    expect((await api('GET', `/api/lecturas/${l.id}/reporte.pdf`, cookie)).statusCode).toBe(403);
  });

  it('validation and who may call: unknown or malformed id, worker, no session', async () => {
    const { l } = await confirmedReading();
    const { cookie } = await person();
    for (const suffix of ['export.csv', 'reporte.pdf']) {
      const missing = await api('GET', `/api/lecturas/999999/${suffix}`, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Lectura obligatoria no encontrada.');
      const bad = await api('GET', `/api/lecturas/abc/${suffix}`, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/[a-záéíóú]/);
      expect((await api('GET', `/api/lecturas/${l.id}/${suffix}`, cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/lecturas/${l.id}/${suffix}` })).statusCode).toBe(401);
    }
  });
});

it('the worker cannot reach the admin calls', async () => {
  const { cookie } = await person();
  for (const [method, url] of [
    ['GET', '/api/lecturas'],
    ['POST', '/api/lecturas'],
    ['GET', '/api/lecturas/verificar'],
    ['GET', '/api/lecturas/1/estado'],
    ['PUT', '/api/lecturas/1'],
    ['POST', '/api/lecturas/1/cerrar'],
    ['GET', '/api/lecturas/1/export.csv'],
    ['GET', '/api/lecturas/1/reporte.pdf'],
  ] as const) {
    expect((await api(method, url, cookie, method === 'GET' ? undefined : {})).statusCode).toBe(403);
  }
});

describe('migration 2026-11-25-16-document-versions', () => {
  it('gives every existing document its version 1', async () => {
    await withDatabaseBefore('2026-11-25-16', async (db, finish) => {
      await sql`insert into documents (nombre, area, subarea, archivo, ruta, tamano, visible, fecha_subida, created_at, updated_at)
                values ('Antiguo', 'Manuales', 'Procedimientos de informatica', 'antiguo-0123456789ab.pdf',
                        '/uploads/documents/abc.pdf', 1234, 1, '2026-01-02T03:04:05.000Z', '2026-01-02T03:04:05.000Z',
                        '2026-01-02T03:04:05.000Z')`.execute(db);
      await finish();
      const doc = await db.selectFrom('documents').select(['id', 'version', 'eliminado_at']).executeTakeFirstOrThrow();
      expect(doc).toMatchObject({ version: 1, eliminado_at: null });
      const versions = await db.selectFrom('document_versions').selectAll().execute();
      expect(versions).toEqual([
        expect.objectContaining({
          documento_id: doc.id,
          numero: 1,
          archivo: 'antiguo-0123456789ab.pdf',
          ruta: '/uploads/documents/abc.pdf',
          tamano: 1234,
          sha256: null,
          nota: 'Versión inicial',
          created_at: '2026-01-02T03:04:05.000Z',
        }),
      ]);
      const head = await db.selectFrom('evidencia_cadena').selectAll().execute();
      expect(head).toEqual([{ id: 1, cabeza: GENESIS_HASH, total: 0 }]);
    });
  });
});
