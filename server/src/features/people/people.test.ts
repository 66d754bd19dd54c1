import { beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES, type PersonProfile } from '@intranet/contract';
import { useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';
import { nowIso } from '../../db/sql.js';

/** The person page `GET /api/personas/{id}`. */
const t = useTestApp();
let admin: string;
let worker: string;
let workerUser: MadeUser;
let boss: MadeUser;
let person: MadeUser;

const get = (id: number | string, cookie = worker) =>
  t.app.inject({ method: 'GET', url: `/api/personas/${id}`, headers: cookie ? { cookie } : {} });

async function node(name: string, parent: number | null, userId: number | null = null): Promise<number> {
  const now = nowIso();
  const row = await t.handle.db
    .insertInto('organization_nodes')
    .values({ name, role: `Cargo de ${name}`, parent_id: parent, user_id: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  workerUser = await makeUser(t.handle.db, { nombre: 'Colega Que Mira' });
  worker = await t.loginAs(workerUser);
  boss = await makeUser(t.handle.db, { nombre: 'Beatriz Jefa', puesto: 'Gerenta' });
  person = await makeUser(t.handle.db, {
    nombre: 'Pablo Persona',
    puesto: 'Geólogo',
    area: 'Geología',
    sucursal: 3,
    jefatura_id: boss.id,
    fecha_nacimiento: '1990-11-05',
    telefono: '+56 9 1111 2222',
  });
  await makeUser(t.handle.db, { nombre: 'Zoe Reporte', jefatura_id: person.id });
  await makeUser(t.handle.db, { nombre: 'Ana Reporte', jefatura_id: person.id });
  await makeUser(t.handle.db, { nombre: 'Inactivo Reporte', jefatura_id: person.id, activo: false });
  await makeUser(t.handle.db, { nombre: 'Servicio', jefatura_id: person.id, cuenta_servicio: true });
});

describe('GET /api/personas/{id}', () => {
  it('shows a colleague: name, position, area, branch, manager, reports and birthday without the year', async () => {
    const res = await get(person.id);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<PersonProfile>();
    expect(p).toMatchObject({
      id: person.id,
      nombre: 'Pablo Persona',
      puesto: 'Geólogo',
      area: 'Geología',
      sucursal: 3,
      correo: person.correo,
      cumpleanos: '11-05',
      activo: true,
      jefatura: { id: boss.id, nombre: 'Beatriz Jefa', puesto: 'Gerenta' },
      organigrama: null,
    });
    expect(p.reportes.map((r) => r.nombre)).toEqual(['Ana Reporte', 'Zoe Reporte']);
    expect(JSON.stringify(p)).not.toContain('1990');
    expect(p).not.toHaveProperty('rut');
    expect(p).not.toHaveProperty('username');
  });

  it('hides the phone from colleagues unless the person shows it; admins and the person always see it', async () => {
    expect((await get(person.id)).json().telefono).toBeNull();
    expect((await get(person.id, admin)).json().telefono).toBe('+56 9 1111 2222');
    expect((await get(person.id, await t.loginAs(person))).json().telefono).toBe('+56 9 1111 2222');
    await t.handle.db.updateTable('users').set({ telefono_visible: 1 }).where('id', '=', person.id).execute();
    expect((await get(person.id)).json().telefono).toBe('+56 9 1111 2222');
  });

  it('workers do not find inactive people; admins do', async () => {
    const gone = await makeUser(t.handle.db, { nombre: 'Persona Inactiva', activo: false });
    const res = await get(gone.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: PEOPLE_MESSAGES.notFound });
    const asAdmin = await get(gone.id, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ nombre: 'Persona Inactiva', activo: false });
  });

  it('an inactive manager is shown to admins only', async () => {
    const old = await makeUser(t.handle.db, { nombre: 'Jefe Antiguo' });
    const p = await makeUser(t.handle.db, { jefatura_id: old.id });
    await t.handle.db.updateTable('users').set({ activo: 0 }).where('id', '=', old.id).execute();
    expect((await get(p.id)).json().jefatura).toBeNull();
    expect((await get(p.id, admin)).json().jefatura).toMatchObject({ id: old.id, nombre: 'Jefe Antiguo' });
  });

  it('gives the place in the org chart: the linked node and the path from the root, with current names', async () => {
    const root = await node('Raíz', null, boss.id);
    const mid = await node('Geología', root);
    const leaf = await node('Nodo de Pablo', mid, person.id);
    const p = (await get(person.id)).json<PersonProfile>();
    expect(p.organigrama).toEqual({
      nodo_id: leaf,
      ruta: [
        { id: root, name: 'Beatriz Jefa', role: 'Gerenta' },
        { id: mid, name: 'Geología', role: 'Cargo de Geología' },
        { id: leaf, name: 'Pablo Persona', role: 'Geólogo' },
      ],
    });
  });

  it('answers 404 for an unknown id, 400 for a bad one and 401 without a session', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(400);
    expect((await get(person.id, '')).statusCode).toBe(401);
  });
});
