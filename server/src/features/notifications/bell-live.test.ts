import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentItem, LecturaAdminItem } from '@intranet/contract';
import { BELL_CHANNEL, ringBell, type BellMessage } from '../../lib/bell-events.js';
import { useTestApp, fakeClock, multipart, onPostgres, useSecondInstance } from '../../../test/helpers.js';
import { addDocumentVersion, makeDocument, makeUser, tinyPdf, type MadeUser } from '../../../test/factories.js';
import { listen, postTopic, openEvents, postComment, type EventClient } from '../../../test/forum-helpers.js';

/**
 * The bell live: writes that give people notifications publish a content-free hint on the event bus,
 * naming only the people concerned; `GET /api/notificaciones/eventos` passes it to those people's pages only.
 */
const t = useTestApp({}, { clock: fakeClock(Date.parse('2026-11-25T12:00:00Z')) });

let base: string;
let admin: string;
const heard: BellMessage[] = [];
const open: EventClient[] = [];

beforeAll(async () => {
  base = await listen(t);
  admin = await t.cookieFor('admin');
  t.app.events.subscribe(BELL_CHANNEL, (m) => heard.push(m as BellMessage));
});
afterAll(async () => {
  for (const c of open) c.close();
});
beforeEach(() => {
  heard.length = 0;
});

const BELL_EVENTS = '/api/notificaciones/eventos';
const connect = async (cookie: string) => {
  const c = await openEvents(base, cookie, BELL_EVENTS);
  open.push(c);
  await c.waitForRaw((s) => s.includes(': conectado'));
  return c;
};

async function person(over: { sucursal?: number } = {}): Promise<{ user: MadeUser; cookie: string }> {
  const user = await makeUser(t.handle.db, { sucursal: 4, area: 'Operaciones', ...over });
  return { user, cookie: await t.loginAs(user) };
}

const api = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function assign(body: Record<string, unknown>): Promise<LecturaAdminItem> {
  const res = await api('POST', '/api/lecturas', admin, { fecha_limite: '2026-12-10', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function upload(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, title: string) {
  const body = multipart({
    ...fields,
    archivo: { filename: 'p.pdf', content: tinyPdf(title), contentType: 'application/pdf' },
  });
  const res = await t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie: admin } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as DocumentItem;
}

/** The ids named by the hints heard so far ('todos' when one was for everyone). */
const named = () =>
  heard.some((m) => m.para === 'todos') ? 'todos' : [...new Set(heard.flatMap((m) => m.para as number[]))].sort();
const ids = (...users: MadeUser[]) => users.map((u) => u.id).sort();

describe('hints published on the writes that ring the bell', () => {
  it('a new reading names the people of its audience (everyone: todos); a refused one names nobody', async () => {
    const a = await person({ sucursal: 7 });
    const b = await person({ sucursal: 7 });
    const elsewhere = await person({ sucursal: 8 });
    const doc = await makeDocument(t, { admin });

    await assign({ tipo: 'documento', item_id: doc.id, personas: [a.user.id] });
    expect(named()).toEqual(ids(a.user));

    heard.length = 0;
    await assign({ tipo: 'documento', item_id: doc.id, sucursales: [7] });
    expect(named()).toEqual(expect.arrayContaining(ids(a.user, b.user)));
    expect(named()).not.toContain(elsewhere.user.id);

    heard.length = 0;
    await assign({ tipo: 'documento', item_id: doc.id, todos: true });
    expect(heard).toEqual([{ para: 'todos' }]);

    heard.length = 0;
    const refused = await api('POST', '/api/lecturas', admin, {
      tipo: 'documento',
      item_id: doc.id,
      todos: true,
      fecha_limite: '2026-11-01',
    });
    expect(refused.statusCode).toBe(400);
    expect(heard).toEqual([]);
  });

  it('editing names who left and who joined; closing names the audience; confirming names the reader', async () => {
    const a = await person();
    const b = await person();
    const doc = await makeDocument(t, { admin });
    const l = await assign({ tipo: 'documento', item_id: doc.id, personas: [a.user.id] });

    heard.length = 0;
    const edited = await api('PUT', `/api/lecturas/${l.id}`, admin, {
      personas: [b.user.id],
      fecha_limite: '2026-12-11',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(named()).toEqual(ids(a.user, b.user));

    heard.length = 0;
    await t.app.inject({
      method: 'GET',
      url: `/api/procedimientos/archivos/${doc.archivo}?inline=1`,
      headers: { cookie: b.cookie },
    });
    expect((await api('POST', `/api/lecturas/${l.id}/confirmar`, b.cookie)).statusCode).toBe(201);
    expect(heard).toEqual([{ para: [b.user.id] }]);

    heard.length = 0;
    expect((await api('POST', `/api/lecturas/${l.id}/cerrar`, admin)).statusCode).toBe(200);
    expect(named()).toEqual(ids(b.user));
  });

  it('a new version or a change of visibility names the audience of the open readings of that document only', async () => {
    const a = await person();
    const doc = await makeDocument(t, { admin });
    const other = await makeDocument(t, { admin });
    await assign({ tipo: 'documento', item_id: doc.id, personas: [a.user.id] });

    heard.length = 0;
    await addDocumentVersion(t, admin, doc.id);
    expect(heard).toEqual([{ para: [a.user.id] }]);

    heard.length = 0;
    await upload(
      'PUT',
      `/api/procedimientos/${doc.id}`,
      { nombre: 'Bloqueo y etiquetado', area: 'Procedimientos', subarea: 'Salud Ocupacional y Medio Ambiente' },
      'Versión 3',
    );
    expect(heard).toEqual([{ para: [a.user.id] }]);

    heard.length = 0;
    expect((await api('PUT', `/api/procedimientos/${doc.id}/visibilidad`, admin, { visible: false })).statusCode).toBe(
      200,
    );
    expect(heard).toEqual([{ para: [a.user.id] }]);

    // A document no reading points at concerns nobody.
    heard.length = 0;
    await addDocumentVersion(t, admin, other.id);
    expect(heard).toEqual([]);
  });

  it('a forum reply names the author of the answered comment (not a self-reply); a greeting names its recipient', async () => {
    const a = await person();
    const b = await person();
    const topic = await postTopic(t, admin, { titulo: 'Campana en vivo' });
    const first = await postComment(t, a.cookie, topic.id, 'Comentario de A');
    heard.length = 0;
    const reply = await api('POST', '/api/comentarios', b.cookie, {
      comentario: 'Respuesta de B',
      tema_id: topic.id,
      respuesta_a: first.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(heard).toEqual([{ para: [a.user.id] }]);

    heard.length = 0;
    const own = await api('POST', '/api/comentarios', a.cookie, {
      comentario: 'A se responde a sí mismo',
      tema_id: topic.id,
      respuesta_a: first.id,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(heard).toEqual([]);

    const greeting = await api('POST', '/api/saludos', a.cookie, { para_id: b.user.id, mensaje: '¡Feliz cumpleaños!' });
    expect(greeting.statusCode, greeting.body).toBe(201);
    expect(heard).toEqual([{ para: [b.user.id] }]);

    heard.length = 0;
    expect((await api('POST', '/api/saludos/leidos', b.cookie)).statusCode).toBe(204);
    expect((await api('POST', '/api/notificaciones/leidas', b.cookie, { claves: ['saludo:1'] })).statusCode).toBe(200);
    expect(heard).toEqual([{ para: [b.user.id] }, { para: [b.user.id] }]);
  });
});

describe('GET /api/notificaciones/eventos', () => {
  it('needs a session (401) and asks for Accept: text/event-stream (400)', async () => {
    expect((await t.app.inject({ method: 'GET', url: BELL_EVENTS })).statusCode).toBe(401);
    const { cookie } = await person();
    const res = await api('GET', BELL_EVENTS, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('text/event-stream');
  });

  it('passes a content-free hint to the named person only; a hint for everyone to all', async () => {
    const a = await person();
    const b = await person();
    const sa = await connect(a.cookie);
    const sb = await connect(b.cookie);
    const doc = await makeDocument(t, { admin });
    await assign({ tipo: 'documento', item_id: doc.id, personas: [a.user.id] });
    await sa.waitFor(() => true);
    expect(sa.events).toEqual([{ tipo: 'notificaciones' }]);
    // Nothing of the reading travels: no title, no id.
    expect(sa.raw.join('')).not.toContain('Bloqueo');

    // B's first hint is the greeting sent after the reading: the reading's hint never reached B.
    expect((await api('POST', '/api/saludos', a.cookie, { para_id: b.user.id, mensaje: 'Hola' })).statusCode).toBe(201);
    await sb.waitFor(() => true);
    expect(sb.events).toEqual([{ tipo: 'notificaciones' }]);
    expect(sb.raw.join('')).not.toContain('Hola');

    await ringBell(t.app.events, 'todos');
    await sa.waitFor(() => sa.events.length === 2);
    await sb.waitFor(() => sb.events.length === 2);
    expect(sa.events).toHaveLength(2);
  });
});

describe.runIf(onPostgres)('with two server instances on one PostgreSQL', () => {
  const second = useSecondInstance(() => t);

  it('a reading assigned on one instance rings the bell of a page connected to the other, for that person only', async () => {
    const a = await person();
    const b = await person();
    const sa = await openEvents(second.url, a.cookie, BELL_EVENTS);
    const sb = await openEvents(second.url, b.cookie, BELL_EVENTS);
    open.push(sa, sb);
    await sa.waitForRaw((s) => s.includes(': conectado'));
    await sb.waitForRaw((s) => s.includes(': conectado'));
    const doc = await makeDocument(t, { admin });
    await assign({ tipo: 'documento', item_id: doc.id, personas: [a.user.id] });
    await sa.waitFor(() => true);
    expect(sa.events).toEqual([{ tipo: 'notificaciones' }]);
    // A later hint for B arrives on the same path after the first would have: B had heard nothing before it.
    await ringBell(t.app.events, [b.user.id]);
    await sb.waitFor(() => true);
    expect(sb.events).toEqual([{ tipo: 'notificaciones' }]);
  });

  it('a list of people too long for NOTIFY reaches the other instance as a hint for everyone', async () => {
    const a = await person();
    const sa = await openEvents(second.url, a.cookie, BELL_EVENTS);
    open.push(sa);
    await sa.waitForRaw((s) => s.includes(': conectado'));
    // Two thousand ids do not fit in one NOTIFY; A is not among them but hears the slim 'todos'.
    await ringBell(
      t.app.events,
      Array.from({ length: 2000 }, (_, i) => 1_000_000 + i),
    );
    await sa.waitFor(() => true);
    expect(sa.events).toEqual([{ tipo: 'notificaciones' }]);
  });
});
