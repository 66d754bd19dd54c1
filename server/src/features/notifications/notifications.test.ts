import { bumpDataVersion } from '../../lib/data-version.js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationList } from '@intranet/contract';
import { useTestApp, fakeClock } from '../../../test/helpers.js';
import { addDocumentVersion, makeDocument, makeUser } from '../../../test/factories.js';
import { postTopic } from '../../../test/forum-helpers.js';

/** The bell: notifications derived from mandatory readings and greetings, with stored read marks. */
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
  await db.deleteFrom('notificaciones_leidas').execute();
  await db.deleteFrom('saludos').execute();
  await db.deleteFrom('lectura_evidencias').execute();
  await db.deleteFrom('lectura_aperturas').execute();
  await db.deleteFrom('lecturas').execute();
  await db.deleteFrom('document_versions').execute();
  await db.deleteFrom('documents').execute();
  await bumpDataVersion(db, 'documents');
  await db.deleteFrom('users').where('role', '=', 'worker').execute();
});

const list = async (cookie: string): Promise<NotificationList> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notificaciones', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const markRead = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/notificaciones/leidas', headers: { cookie }, payload: payload as object });

/** A procedure assigned as mandatory reading to branch 3, due 10 December; a worker there and one elsewhere. */
async function scenario() {
  const doc = await makeDocument(t, { admin });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lecturas',
    headers: { cookie: admin },
    payload: { tipo: 'documento', item_id: doc.id, sucursales: [3], fecha_limite: '2026-12-10' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const inBranch = await makeUser(t.handle.db, { sucursal: 3, area: 'Operaciones' });
  const elsewhere = await makeUser(t.handle.db, { sucursal: 5, area: 'Operaciones' });
  return {
    doc,
    lecturaId: res.json().id as number,
    worker: { user: inBranch, cookie: await t.loginAs(inBranch) },
    other: await t.loginAs(elsewhere),
  };
}

describe('GET /api/notificaciones', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notificaciones' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notificaciones/leidas', payload: { claves: ['x'] } }))
        .statusCode,
    ).toBe(401);
  });

  it('tells the audience of a new mandatory reading, and nobody else', async () => {
    const { lecturaId, worker, other } = await scenario();
    const mine = await list(worker.cookie);
    expect(mine.no_leidas).toBe(1);
    expect(mine.items).toEqual([
      {
        clave: `lectura:${lecturaId}:v1`,
        tipo: 'lectura-nueva',
        texto: 'Nueva lectura obligatoria: «Trabajo en altura».',
        url: '/lecturas',
        fecha: '2026-12-10',
        leida: false,
      },
    ]);
    expect(await list(other)).toEqual({ no_leidas: 0, items: [] });
  });

  it('reminds the day before the due date and marks it overdue after it (Santiago calendar)', async () => {
    const { lecturaId, worker } = await scenario();
    // Santiago is UTC−3 in December: 9 December 02:30 UTC is still the 8th there (due in two days).
    clock.set(Date.parse('2026-12-09T02:30:00Z'));
    expect((await list(worker.cookie)).items.map((i) => i.tipo)).toEqual(['lectura-nueva']);
    // 10 December 02:30 UTC is the 9th, 23:30 in Santiago: due tomorrow.
    clock.set(Date.parse('2026-12-10T02:30:00Z'));
    expect((await list(worker.cookie)).items.map((i) => i.tipo)).toEqual(['lectura-nueva', 'lectura-vence']);
    // An hour later it is the 10th there: due today, neither "tomorrow" nor overdue.
    clock.set(Date.parse('2026-12-10T03:30:00Z'));
    expect((await list(worker.cookie)).items.map((i) => i.tipo)).toEqual(['lectura-nueva']);
    clock.set(Date.parse('2026-12-11T12:00:00Z'));
    const overdue = await list(worker.cookie);
    expect(overdue.items.map((i) => i.clave)).toEqual([`lectura:${lecturaId}:v1`, `lectura:${lecturaId}:v1:vencida`]);
    // Admins get one summary per day of the readings with people overdue.
    const summary = (await list(admin)).items.find((i) => i.tipo === 'resumen-vencidas');
    expect(summary).toMatchObject({
      clave: 'resumen-vencidas:2026-12-11',
      texto: '1 lectura obligatoria vencida con 1 persona pendiente.',
      url: '/admin-lecturas',
    });
  });

  it('a new version of a confirmed document is a new notification', async () => {
    const { doc, lecturaId, worker } = await scenario();
    await t.app.inject({
      method: 'GET',
      url: `/api/procedimientos/archivos/${doc.archivo}?inline=1`,
      headers: { cookie: worker.cookie },
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/lecturas/${lecturaId}/confirmar`,
      headers: { cookie: worker.cookie },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((await list(worker.cookie)).items).toEqual([]);
    await addDocumentVersion(t, admin, doc.id, { nota: 'Arnés doble' });
    expect((await list(worker.cookie)).items).toMatchObject([
      {
        clave: `lectura:${lecturaId}:v2`,
        tipo: 'lectura-version',
        texto: 'Nueva versión de «Trabajo en altura»: léala y confirme nuevamente.',
      },
    ]);
  });

  it('lists unseen birthday greetings to their recipient only', async () => {
    const from = await makeUser(t.handle.db, { nombre: 'Pedro Silva Contreras' });
    const to = await makeUser(t.handle.db, {});
    const { id } = await t.handle.db
      .insertInto('saludos')
      .values({
        de_id: from.id,
        para_id: to.id,
        mensaje: '¡Feliz día!',
        dia: '2026-11-25',
        enviado: '2026-11-25T12:00:00.000Z',
        leido: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await list(await t.loginAs(to))).items).toEqual([
      {
        clave: `saludo:${id}`,
        tipo: 'saludo',
        texto: 'Pedro Silva Contreras le envió un saludo de cumpleaños.',
        url: '/mi-perfil#saludos',
        fecha: '2026-11-25T12:00:00.000Z',
        leida: false,
      },
    ]);
    expect((await list(await t.loginAs(from))).items).toEqual([]);
  });
});

describe('forum replies', () => {
  it('tells the author of a comment when someone else answers it, not when they answer themselves', async () => {
    const topic = await postTopic(t, admin, { titulo: 'Turnos de diciembre' });
    const author = await makeUser(t.handle.db, {});
    const replier = await makeUser(t.handle.db, { nombre: 'Andrés Ramírez Flores' });
    const authorCookie = await t.loginAs(author);
    const post = async (cookie: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/comentarios', headers: { cookie }, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    };
    const parent = await post(authorCookie, { tema_id: topic.id, comentario: '¿Quién cubre el 24?' });
    await post(authorCookie, { tema_id: topic.id, comentario: 'Yo mismo, si nadie puede.', respuesta_a: parent.id });
    expect((await list(authorCookie)).items).toEqual([]);
    const reply = await post(await t.loginAs(replier), {
      tema_id: topic.id,
      comentario: 'Yo puedo.',
      respuesta_a: parent.id,
    });
    expect((await list(authorCookie)).items).toMatchObject([
      {
        clave: `respuesta:${reply.id}`,
        tipo: 'respuesta',
        texto: 'Andrés Ramírez Flores respondió a su comentario en «Turnos de diciembre».',
        url: `/foro/${topic.id}`,
        leida: false,
      },
    ]);
  });
});

describe('POST /api/notificaciones/leidas', () => {
  it('marks the given keys as read for this person only; repeats are harmless', async () => {
    const { lecturaId, worker } = await scenario();
    const other = await makeUser(t.handle.db, { sucursal: 3 });
    const otherCookie = await t.loginAs(other);
    const key = `lectura:${lecturaId}:v1`;
    const res = await markRead(worker.cookie, { claves: [key, key] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ no_leidas: 0, items: [{ clave: key, leida: true }] });
    expect((await markRead(worker.cookie, { claves: [key] })).statusCode).toBe(200);
    expect((await list(otherCookie)).no_leidas).toBe(1);
  });

  it('refuses anything but 1–100 plain keys with a Spanish message, and stores nothing', async () => {
    const { worker } = await scenario();
    for (const payload of [
      {},
      { claves: [] },
      { claves: 'lectura:1:v1' },
      { claves: ['<script>'] },
      { claves: ['a'.repeat(121)] },
      { claves: Array.from({ length: 101 }, (_, i) => `k${i}`) },
    ]) {
      const res = await markRead(worker.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('Indique entre 1 y 100 notificaciones válidas.');
    }
    const rows = await t.handle.db.selectFrom('notificaciones_leidas').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
