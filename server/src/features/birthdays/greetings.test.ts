import { beforeAll, describe, expect, it } from 'vitest';
import { GREETING_LIMITS, GREETING_MESSAGES, type MonthBirthday, type ReceivedGreetings } from '@intranet/contract';
import { useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';
import { sendForm } from '../../../test/requests.js';

/**
 * The month's birthdays come from people's birth dates plus the manual entries (no
 * duplicates), and 'Saludar' sends a greeting only its recipient sees, within daily limits. The clock
 * is injected: 15 November 2026, 12:00 in Santiago.
 */
let now = Date.parse('2026-11-15T15:00:00Z');
const clock = { now: () => now };
const t = useTestApp({}, { clock });
let admin: string;
let sender: MadeUser;
let senderCookie: string;
let ana: MadeUser;
let anaCookie: string;

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const greet = (para_id: number | string, mensaje: unknown = '¡Feliz cumpleaños!', cookie = senderCookie) =>
  t.app.inject({ method: 'POST', url: '/api/saludos', headers: { cookie }, payload: { para_id, mensaje } });
const received = async (cookie: string) => (await get('/api/saludos', cookie)).json<ReceivedGreetings>();

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  sender = await makeUser(t.handle.db, { nombre: 'Sergio Saludador' });
  senderCookie = await t.loginAs(sender);
  ana = await makeUser(t.handle.db, { nombre: 'Ána Núñez', puesto: 'Geóloga', fecha_nacimiento: '1990-11-20' });
  anaCookie = await t.loginAs(ana);
});

describe('GET /api/cumpleanos/mes: people and manual entries', () => {
  it('lists people born this month and the manual entries, once each, by day; no year of birth', async () => {
    await makeUser(t.handle.db, { nombre: 'Beto Tres', fecha_nacimiento: '1985-11-03', puesto: 'Chofer' });
    await makeUser(t.handle.db, { nombre: 'Fuera de Mes', fecha_nacimiento: '1985-12-03' });
    await makeUser(t.handle.db, { nombre: 'Inactivo Once', fecha_nacimiento: '1985-11-11', activo: false });
    await makeUser(t.handle.db, { nombre: 'Servicio Once', fecha_nacimiento: '1985-11-11', cuenta_servicio: true });
    const manual = async (nombre: string, fecha: string) =>
      expect(
        (await sendForm(t, 'POST', '/api/cumpleanos', { nombre, cargo: 'Contratista', fecha_cumpleanos: fecha }, admin))
          .statusCode,
      ).toBe(201);
    await manual('Carla Sin Cuenta', '1979-11-07');
    // The same person as Ana (accents and case aside, same day): listed once, as the user.
    await manual('ana nuñez', '1990-11-20');
    // Same name, another day: another person.
    await manual('Ana Núñez', '1991-11-21');

    const list = (await get('/api/cumpleanos/mes', senderCookie)).json<MonthBirthday[]>();
    expect(list.map((b) => [b.nombre, b.fecha, b.tipo])).toEqual([
      ['Beto Tres', '2026-11-03', 'usuario'],
      ['Carla Sin Cuenta', '1979-11-07', 'manual'],
      ['Ána Núñez', '2026-11-20', 'usuario'],
      ['Ana Núñez', '1991-11-21', 'manual'],
    ]);
    expect(list[2]).toMatchObject({ id: ana.id, user_id: ana.id, cargo: 'Geóloga' });
    expect(list[1]).toMatchObject({ user_id: null });
  });

  it('follows people: a new birth date or a deactivation shows at once (cached against both data versions)', async () => {
    const names = async () =>
      (await get('/api/cumpleanos/mes', senderCookie)).json<MonthBirthday[]>().map((b) => b.nombre);
    const late = await makeUser(t.handle.db, { nombre: 'Zoila Tardía' });
    expect(await names()).not.toContain('Zoila Tardía');
    const put = (fields: Record<string, string>) =>
      sendForm(t, 'PUT', `/api/users/${late.id}`, { username: late.username, ...fields }, admin);
    expect((await put({ fecha_nacimiento: '1999-11-29' })).statusCode).toBe(200);
    expect(await names()).toContain('Zoila Tardía');
    expect((await put({ activo: 'false' })).statusCode).toBe(200);
    expect(await names()).not.toContain('Zoila Tardía');
  });
});

describe("POST /api/saludos ('Saludar')", () => {
  it('sends a greeting that only the recipient sees, with the sender’s name; reading marks it seen', async () => {
    const res = await greet(ana.id, '  ¡Feliz   cumpleaños,\nAna!  ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ para_id: ana.id, mensaje: '¡Feliz cumpleaños, Ana!' });

    const mine = await received(anaCookie);
    expect(mine.no_leidos).toBe(1);
    expect(mine.items).toEqual([
      {
        id: expect.any(Number),
        de: { id: sender.id, nombre: 'Sergio Saludador', imagen_perfil: null },
        mensaje: '¡Feliz cumpleaños, Ana!',
        enviado: new Date(now).toISOString(),
        leido: false,
      },
    ]);
    // Nobody else sees it: not the sender, not an admin.
    expect((await received(senderCookie)).items).toEqual([]);
    expect((await received(admin)).items).toEqual([]);

    const read = await t.app.inject({ method: 'POST', url: '/api/saludos/leidos', headers: { cookie: anaCookie } });
    expect(read.statusCode).toBe(204);
    const after = await received(anaCookie);
    expect(after.no_leidos).toBe(0);
    expect(after.items[0]!.leido).toBe(true);
  });

  it('allows one greeting per person and day (429), again the next day in Santiago', async () => {
    const bruno = await makeUser(t.handle.db, { nombre: 'Bruno Uno' });
    expect((await greet(bruno.id)).statusCode).toBe(201);
    const again = await greet(bruno.id, 'Otra vez');
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe(GREETING_MESSAGES.again);
    // 23:59 in Santiago is still the same day; 00:01 is the next one.
    now = Date.parse('2026-11-16T02:59:00Z');
    expect((await greet(bruno.id)).statusCode).toBe(429);
    now = Date.parse('2026-11-16T03:01:00Z');
    expect((await greet(bruno.id)).statusCode).toBe(201);
    expect((await received(await t.loginAs(bruno))).items).toHaveLength(2);
  });

  it(`caps a sender at ${GREETING_LIMITS.perSenderPerDay} greetings a day`, async () => {
    now = Date.parse('2026-11-20T15:00:00Z');
    const busy = await makeUser(t.handle.db, { nombre: 'Muy Saludador' });
    const busyCookie = await t.loginAs(busy);
    for (let i = 0; i < GREETING_LIMITS.perSenderPerDay; i++) {
      const p = await makeUser(t.handle.db);
      expect((await greet(p.id, 'Hola', busyCookie)).statusCode).toBe(201);
    }
    const one = await makeUser(t.handle.db);
    const res = await greet(one.id, 'Hola', busyCookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(GREETING_MESSAGES.tooMany);
    // Others are not affected.
    expect((await greet(one.id)).statusCode).toBe(201);
  });

  it('refuses oneself, unknown, inactive and service accounts, and bad messages, naming the field', async () => {
    const gone = await makeUser(t.handle.db, { activo: false });
    const service = await makeUser(t.handle.db, { cuenta_servicio: true });
    for (const [para, field] of [
      [sender.id, 'para_id'],
      [999_999, 'para_id'],
      [gone.id, 'para_id'],
      [service.id, 'para_id'],
      ['abc', 'para_id'],
    ] as const) {
      const res = await greet(para);
      expect(res.statusCode, String(para)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    const friend = await makeUser(t.handle.db);
    for (const mensaje of ['', '   ', 'x'.repeat(GREETING_LIMITS.maxLength + 1), 'hola\u0000', 42]) {
      const res = await greet(friend.id, mensaje);
      expect(res.statusCode, JSON.stringify(mensaje)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain('mensaje');
    }
    expect((await received(await t.loginAs(friend))).items).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/saludos', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/saludos' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/saludos/leidos' })).statusCode).toBe(401);
  });
});
