import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@intranet/contract';
import { cookieHeader, multipart, storedFiles, tempFiles, useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';

const t = useTestApp();
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a70c8' } })
    .png()
    .toBuffer();
});

const HASH = /password_hash|\$argon2|"password"/;

async function worker(over: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.handle.db, over);
  await t.handle.db
    .updateTable('users')
    .set({
      razon_social: 'Minera Andina S.A.',
      fecha_nacimiento: '1991-04-05',
      dispositivo: 'Notebook HP',
      telefono: '+56 9 1',
    })
    .where('id', '=', user.id)
    .execute();
  return { user, cookie: await t.loginAs(user) };
}

const putProfile = (cookie: string, fields: Parameters<typeof multipart>[0]) => {
  const form = multipart(fields);
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/profile/update',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
};

const changePassword = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: { cookie }, payload: body });

describe('GET /api/user/profile', () => {
  it("returns the caller's profile without any password field", async () => {
    const { user, cookie } = await worker();
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(HASH);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      nombre: user.nombre,
      area: null,
      sucursal: null,
      jefatura_id: null,
      anexo: null,
      telefono_visible: false,
      correo: user.correo,
      puesto: 'Operador',
      telefono: '+56 9 1',
      razon_social: 'Minera Andina S.A.',
      rut: user.rut,
      fecha_nacimiento: '1991-04-05',
      imagen_perfil: null,
      dispositivo: 'Notebook HP',
      role: 'worker',
    });
  });

  it('lets a worker name themself but not someone else (403); an admin may read anyone', async () => {
    const a = await worker();
    const b = await worker();
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/user/profile?username=${a.user.username.toUpperCase()}`,
      headers: { cookie: a.cookie },
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/user/profile?username=${b.user.username}`,
      headers: { cookie: a.cookie },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(PROFILE_MESSAGES.otherUser);
    const admin = await t.cookieFor('admin');
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/user/profile?username=${b.user.username}`,
      headers: { cookie: admin },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().id).toBe(b.user.id);
    expect(byAdmin.body).not.toMatch(HASH);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile?username=nadie',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is reachable while a temporary password must be changed', async () => {
    const { cookie } = await worker({ mustChangePassword: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('PUT /api/user/profile/update', () => {
  it('changes phone and photo only; every read-only field in the body is ignored', async () => {
    const { user, cookie } = await worker();
    const res = await putProfile(cookie, {
      telefono: '+56 9 8765 4321',
      username: 'hacker',
      puesto: 'Gerente General',
      razon_social: 'Otra',
      rut: '12.345.678-5',
      fecha_nacimiento: '2000-01-01',
      correo: 'otro@empresa.cl',
      role: 'admin',
      dispositivo: 'Otro',
      imagen_perfil: { filename: 'yo.png', content: png, contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      id: user.id,
      username: user.username,
      puesto: 'Operador',
      razon_social: 'Minera Andina S.A.',
      rut: user.rut,
      fecha_nacimiento: '1991-04-05',
      correo: user.correo,
      role: 'worker',
      dispositivo: 'Notebook HP',
      telefono: '+56 9 8765 4321',
    });
    expect(p.imagen_perfil).toMatch(/^\/uploads\/users\/.+\.webp$/);
    expect(res.body).not.toMatch(HASH);

    // The directory (served from a cache) shows the new photo at once.
    const directory = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/trabajadores/all', headers: { cookie } })).json() as {
          id: number;
          imagen_perfil: string | null;
        }[]
      ).find((w) => w.id === user.id)?.imagen_perfil;
    expect(await directory()).toBe(p.imagen_perfil);

    // A second photo replaces the first, which is removed from disk.
    const again = await putProfile(cookie, {
      telefono: '+56 9 8765 4321',
      imagen_perfil: { filename: 'yo2.png', content: png, contentType: 'image/png' },
    });
    const files = await storedFiles(t.dataDir);
    expect(files).not.toContain(p.imagen_perfil.replace('/uploads/', ''));
    expect(files).toContain(again.json().imagen_perfil.replace('/uploads/', ''));
    expect(await directory()).toBe(again.json().imagen_perfil);
  });

  it('requires the phone and a real image; a failed update changes nothing', async () => {
    const { user, cookie } = await worker();
    const filesBefore = await storedFiles(t.dataDir);
    for (const telefono of [undefined, '', '   ', 'abc']) {
      const res = await putProfile(cookie, {
        telefono,
        imagen_perfil: { filename: 'yo.png', content: png, contentType: 'image/png' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.telefono).toBeTypeOf('string');
    }
    const notImage = await putProfile(cookie, {
      telefono: '+56 9 2222 3333',
      imagen_perfil: { filename: 'x.png', content: '%PDF-1.4', contentType: 'image/png' },
    });
    expect(notImage.statusCode).toBe(415);
    expect(await storedFiles(t.dataDir)).toEqual(filesBefore);
    expect(await tempFiles(t.dataDir)).toEqual([]);
    const row = await t.handle.db
      .selectFrom('users')
      .select('telefono')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.telefono).toBe('+56 9 1');
  });

  it('is refused while a temporary password must be changed', async () => {
    const { cookie } = await worker({ mustChangePassword: true });
    const res = await putProfile(cookie, { telefono: '+56 9 2222 3333' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});

describe('POST /api/user/change-password', () => {
  it('checks the current password, changes it, ends the other sessions and keeps this one', async () => {
    const { user, cookie } = await worker();
    const other = await t.loginAs(user);
    const res = await changePassword(cookie, {
      rut: '11.111.111-1',
      password_actual: user.password,
      nueva_contraseña: 'Nueva.Clave.2025',
      confirmar_contraseña: 'Nueva.Clave.2025',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PROFILE_MESSAGES.passwordChanged });
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: other } })).statusCode).toBe(
      401,
    );
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: user.rut, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: user.rut, password: 'Nueva.Clave.2025' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short or unchanged new one and a mismatch, changing nothing', async () => {
    const { user, cookie } = await worker();
    const cases: [object, string, string][] = [
      [
        {
          password_actual: 'incorrecta',
          nueva_contraseña: 'Nueva.Clave.2025',
          confirmar_contraseña: 'Nueva.Clave.2025',
        },
        'password_actual',
        PROFILE_MESSAGES.wrongCurrent,
      ],
      [
        { password_actual: user.password, nueva_contraseña: 'corta', confirmar_contraseña: 'corta' },
        'nueva_contraseña',
        'La nueva contraseña debe tener al menos 8 caracteres.',
      ],
      [
        {
          password_actual: user.password,
          nueva_contraseña: 'Nueva.Clave.2025',
          confirmar_contraseña: 'Otra.Clave.2025',
        },
        'confirmar_contraseña',
        PROFILE_MESSAGES.passwordMismatch,
      ],
      [
        { password_actual: user.password, nueva_contraseña: user.password, confirmar_contraseña: user.password },
        'nueva_contraseña',
        PROFILE_MESSAGES.sameAsCurrent,
      ],
      [{}, 'password_actual', 'Ingrese su contraseña actual.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await changePassword(cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: user.rut, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('clears the temporary-password flag so the user may use the intranet again', async () => {
    const user = await makeUser(t.handle.db, { mustChangePassword: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: user.rut, password: user.password },
    });
    const cookie = cookieHeader(login);
    expect((await t.app.inject({ method: 'GET', url: '/api/trabajadores/all', headers: { cookie } })).statusCode).toBe(
      403,
    );
    const res = await changePassword(cookie, {
      password_actual: user.password,
      nueva_contraseña: 'Definitiva.2025',
      confirmar_contraseña: 'Definitiva.2025',
    });
    expect(res.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().mustChangePassword).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/trabajadores/all', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('throttles repeated attempts of one user with 429', async () => {
    const { cookie } = await worker();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await changePassword(cookie, {
            password_actual: `incorrecta${i}`,
            nueva_contraseña: 'Nueva.Clave.2025',
            confirmar_contraseña: 'Nueva.Clave.2025',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
