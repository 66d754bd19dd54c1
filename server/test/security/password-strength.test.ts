import { beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '@intranet/contract';
import { PASSWORD_MESSAGES } from '@intranet/contract/password-strength';
import { multipart, useTestApp } from '../helpers.js';
import { makeUser, type MadeUser } from '../factories.js';

// Weak new passwords are refused wherever a password is set (zxcvbn-ts with the common
// password list and the Spanish dictionaries, the person's own data, 10 characters for administrators).
const WEAK = ['12345678', 'password', 'aaaaaaaa', '        ', 'contraseña', 'Qwerty123'];
const STRONG = 'Relevo.Faena.Cobre.48';

const t = useTestApp();
let adminCookie: string;
let worker: MadeUser;
let workerCookie: string;

beforeAll(async () => {
  adminCookie = await t.cookieFor('admin');
  worker = await makeUser(t.handle.db, {
    username: 'rcontreras',
    nombre: 'Rocío Contreras Valdivia',
    rut: `14785236-${rutCheckDigit('14785236')}`,
  });
  workerCookie = await t.loginAs(worker);
});

const changeOwn = (cookie: string, current: string, next: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/change-password',
    headers: { cookie },
    payload: { password_actual: current, nueva_contraseña: next, confirmar_contraseña: next },
  });

const createUser = (over: Record<string, string>) => {
  const form = multipart({
    username: 'alta.prueba',
    nombre: 'Alta De Prueba',
    correo: 'alta.prueba@empresa.cl',
    rut: '9.876.543-3',
    ...over,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: adminCookie, ...form.headers },
    payload: form.payload,
  });
};

describe('weak passwords are refused', () => {
  it('change password: common, repeated, blank and personal passwords → 400 in Spanish', async () => {
    // The route allows 10 attempts a minute per user: the common ones on one account, the personal ones on another.
    const other = await makeUser(t.handle.db);
    const otherCookie = await t.loginAs(other);
    for (const weak of WEAK) {
      const res = await changeOwn(otherCookie, other.password, weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().fields.nueva_contraseña, weak).toMatch(/contraseña/);
    }
    expect((await changeOwn(otherCookie, other.password, 'password')).json().error).toContain(PASSWORD_MESSAGES.weak);

    // Username, surname, RUT body, first name without its accent.
    for (const personal of ['rcontreras.2026!', 'Valdivia#Turno7', 'Clave14785236x', 'ROCIO-cobre-1998']) {
      const res = await changeOwn(workerCookie, worker.password, personal);
      expect(res.statusCode, personal).toBe(400);
      expect(res.json().error, personal).toContain(PASSWORD_MESSAGES.personal);
    }

    const ok = await changeOwn(workerCookie, worker.password, STRONG);
    expect(ok.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: worker.rut, password: STRONG },
    });
    expect(login.statusCode).toBe(200);
  });

  it('admin creates a user: weak → 400 and nothing created; administrators need 10 characters', async () => {
    for (const weak of [...WEAK, 'alta.prueba1']) {
      const res = await createUser({ password: weak });
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().fields.password, weak).toBeTruthy();
    }
    const nine = 'Zq8#vLm2w'; // strong, but 9 characters
    const asAdmin = await createUser({ password: nine, role: 'admin' });
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json().fields.password).toContain(PASSWORD_MESSAGES.tooShort(10));
    expect((await createUser({ password: STRONG, role: 'admin' })).statusCode).toBe(201);
  });

  it('admin temporary password: weak → 400; a worker may not call it', async () => {
    const u = await makeUser(t.handle.db, { nombre: 'Patricio Lagos' });
    const set = (password: string, cookie = adminCookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${u.id}/temporary-password`,
        headers: { cookie },
        payload: { password },
      });
    for (const weak of [...WEAK, 'Lagos.Patricio', u.username]) {
      const res = await set(weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().fields.password, weak).toBeTruthy();
    }
    expect((await set(STRONG, workerCookie)).statusCode).toBe(403);
    expect((await set(STRONG)).statusCode).toBe(200);
  });
});
