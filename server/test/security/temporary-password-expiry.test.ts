import { afterEach, describe, expect, it } from 'vitest';
import { TEMPORARY_PASSWORD_EXPIRED_MESSAGE } from '@intranet/contract';
import { cookieHeader, createTestApp, fakeClock, multipart, type FakeClock, type TestApp } from '../helpers.js';
import { makeUser } from '../factories.js';

// A temporary password stops working TEMP_PASSWORD_HOURS (72 by default) after it was given.
const HOUR = 60 * 60 * 1000;
const TEMPORARY = 'Ventana.Cobre.Turno.61';
const CHOSEN = 'Faena.Norte.Relevo.83';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup(env: Record<string, string> = {}): Promise<{ t: TestApp; clock: FakeClock; adminCookie: string }> {
  const clock = fakeClock();
  t = await createTestApp(env, { clock });
  const adminCookie = await t.cookieFor('admin');
  return { t, clock, adminCookie };
}

const login = (t: TestApp, rut: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { rut, password } });

const giveTemporary = (t: TestApp, adminCookie: string, id: number, password = TEMPORARY) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${id}/temporary-password`,
    headers: { cookie: adminCookie },
    payload: { password },
  });

describe('temporary passwords expire', () => {
  it('works until 72 h after it was given, then refuses it with a Spanish message (no failure counted)', async () => {
    const { t, clock, adminCookie } = await setup();
    const u = await makeUser(t.handle.db);
    expect((await giveTemporary(t, adminCookie, u.id)).statusCode).toBe(200);

    clock.advance(72 * HOUR - 1000);
    const inTime = await login(t, u.rut, TEMPORARY);
    expect(inTime.statusCode).toBe(200);
    expect(inTime.json().mustChangePassword).toBe(true);

    clock.advance(1000);
    for (let i = 0; i < 6; i++) {
      const late = await login(t, u.rut, TEMPORARY);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toMatchObject({
        error: TEMPORARY_PASSWORD_EXPIRED_MESSAGE,
        code: 'TEMPORARY_PASSWORD_EXPIRED',
      });
    }
    // A wrong password still gets the generic answer (the expiry is told only to whoever knows the password).
    expect((await login(t, u.rut, 'Otra.Clave.Cualquiera.1')).json().error).not.toBe(
      TEMPORARY_PASSWORD_EXPIRED_MESSAGE,
    );

    // A new temporary password starts a new period.
    expect((await giveTemporary(t, adminCookie, u.id, 'Segunda.Ventana.Cobre.62')).statusCode).toBe(200);
    expect((await login(t, u.rut, 'Segunda.Ventana.Cobre.62')).statusCode).toBe(200);
  });

  it('TEMP_PASSWORD_HOURS sets the period; a password the user chose never expires', async () => {
    const { t, clock, adminCookie } = await setup({ TEMP_PASSWORD_HOURS: '2' });
    const u = await makeUser(t.handle.db);
    await giveTemporary(t, adminCookie, u.id);
    clock.advance(2 * HOUR);
    expect((await login(t, u.rut, TEMPORARY)).json().code).toBe('TEMPORARY_PASSWORD_EXPIRED');

    await giveTemporary(t, adminCookie, u.id);
    clock.advance(HOUR);
    const cookie = cookieHeader(await login(t, u.rut, TEMPORARY));
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie },
      payload: { password_actual: TEMPORARY, nueva_contraseña: CHOSEN, confirmar_contraseña: CHOSEN },
    });
    expect(changed.statusCode).toBe(200);
    clock.advance(1000 * HOUR);
    expect((await login(t, u.rut, CHOSEN)).statusCode).toBe(200);
  });

  it('also applies to a user created with "must change" and to the CSV import', async () => {
    const { t, clock, adminCookie } = await setup();
    const form = multipart({
      username: 'temporal.alta',
      nombre: 'Alta Temporal',
      password: TEMPORARY,
      correo: 'temporal.alta@empresa.cl',
      rut: '9.876.543-3',
      must_change_password: 'true',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: adminCookie, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const csv = multipart({
      archivo: {
        filename: 'alta.csv',
        content: 'rut,username,nombre,correo\n12.345.678-5,csv.alta,Alta Por Archivo,csv.alta@empresa.cl\n',
        contentType: 'text/csv',
      },
    });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      headers: { cookie: adminCookie, ...csv.headers },
      payload: csv.payload,
    });
    expect(imported.statusCode).toBe(201);
    const generated = imported.json().credenciales[0].password_temporal as string;

    clock.advance(72 * HOUR);
    expect((await login(t, 'temporal.alta', TEMPORARY)).json().code).toBe('TEMPORARY_PASSWORD_EXPIRED');
    expect((await login(t, 'csv.alta', generated)).json().code).toBe('TEMPORARY_PASSWORD_EXPIRED');
  });
});
