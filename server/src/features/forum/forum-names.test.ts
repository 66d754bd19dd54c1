import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@intranet/contract';
import { multipart, useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';
import { postTopic, postComment } from '../../../test/forum-helpers.js';

/** People appear by full name in the forum, the session and the audit log. */

const t = useTestApp();
let admin: MadeUser;
let adminCookie: string;

beforeAll(async () => {
  admin = await makeUser(t.handle.db, { role: 'admin', nombre: 'Ana Administradora Soto' });
  adminCookie = await t.loginAs(admin);
});

const comments = async (cookie: string, temaId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/comentarios/${temaId}`, headers: { cookie } })).json() as Comment[];

const rename = (u: MadeUser, fields: Record<string, string>) => {
  const form = multipart({ username: u.username, ...fields });
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${u.id}`,
    headers: { cookie: adminCookie, ...form.headers },
    payload: form.payload,
  });
};

describe('forum names', () => {
  it('a comment shows the full name, the author id and photo; the topic its creator', async () => {
    const topic = await postTopic(t, adminCookie, { titulo: 'Nombres' });
    expect(topic).toMatchObject({ autor_id: admin.id, autor_nombre: 'Ana Administradora Soto' });
    const w = await makeUser(t.handle.db, { nombre: 'Bruno Díaz Parra' });
    const cookie = await t.loginAs(w);
    const posted = await postComment(t, cookie, topic.id, 'Hola');
    expect(posted).toMatchObject({ username: w.username, nombre: 'Bruno Díaz Parra', user_id: w.id });
    expect(posted.imagen_perfil).toBeNull();
    await t.handle.db
      .updateTable('users')
      .set({ imagen_perfil: '/uploads/users/foto.webp' })
      .where('id', '=', w.id)
      .execute();
    expect((await comments(cookie, topic.id))[0]).toMatchObject({
      nombre: 'Bruno Díaz Parra',
      imagen_perfil: '/uploads/users/foto.webp',
    });
  });

  it('old comments keep the name they were written with after a rename and a deactivation', async () => {
    const topic = await postTopic(t, adminCookie, { titulo: 'Renombres' });
    const w = await makeUser(t.handle.db, { nombre: 'Carla Nombre Antiguo' });
    const cookie = await t.loginAs(w);
    await postComment(t, cookie, topic.id, 'antes');
    expect((await rename(w, { nombre: 'Carla Nombre Nuevo' })).statusCode).toBe(200);
    const after = await postComment(t, await t.loginAs(w), topic.id, 'después');
    expect(after.nombre).toBe('Carla Nombre Nuevo');
    expect((await rename(w, { activo: 'false' })).statusCode).toBe(200);
    const list = await comments(adminCookie, topic.id);
    expect(list.map((c) => [c.comentario, c.nombre, c.user_id])).toEqual([
      ['después', 'Carla Nombre Nuevo', w.id],
      ['antes', 'Carla Nombre Antiguo', w.id],
    ]);
  });

  it('the name comes from the session, never from the body', async () => {
    const topic = await postTopic(t, adminCookie);
    const w = await makeUser(t.handle.db, { nombre: 'Diego Real' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comentarios',
      headers: { cookie: await t.loginAs(w) },
      payload: { comentario: 'x', tema_id: topic.id, nombre: 'Impostor', username: 'otro' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nombre: 'Diego Real', username: w.username });
  });
});

describe('session and audit names', () => {
  it('GET /api/session and the login answer carry the full name', async () => {
    const w = await makeUser(t.handle.db, { nombre: 'Elena Fuentes Ruiz' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: w.rut, password: w.password },
    });
    expect(login.json()).toMatchObject({ nombre: 'Elena Fuentes Ruiz', message: 'Bienvenido, Elena Fuentes Ruiz' });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().nombre).toBe('Elena Fuentes Ruiz');
  });

  it('the audit log records the full name of who acted', async () => {
    await postTopic(t, adminCookie, { titulo: 'Auditado' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auditoria?accion=crear',
      headers: { cookie: adminCookie },
    });
    const item = (res.json() as { items: { nombre: string | null; username: string; entity: string }[] }).items.find(
      (i) => i.entity === 'POST /api/admin/temas',
    );
    expect(item).toMatchObject({ nombre: 'Ana Administradora Soto', username: admin.username });
  });
});
