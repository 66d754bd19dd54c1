import { beforeAll, describe, expect, it } from 'vitest';
import { ORG_MESSAGES, type OrgBuildPlan, type OrgNode } from '@intranet/contract';
import { multipart, useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import { nowIso } from '../../db/sql.js';

/** Org chart nodes linked to people and the chart built from managers. */
const t = useTestApp();
let admin: string;
let worker: string;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
});

const db = () => t.handle.db;
/** Changes a person the way the users feature does (the row, then its data version). */
const updateUser = async (
  id: number,
  patch: { nombre?: string; puesto?: string; activo?: number; jefatura_id?: number },
) => {
  await db().updateTable('users').set(patch).where('id', '=', id).execute();
  await bumpDataVersion(db(), 'users');
};
const send = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipart>[0], cookie = admin) => {
  const form = multipart(fields);
  return t.app.inject({ method, url, headers: { cookie, ...form.headers }, payload: form.payload });
};
const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const nodes = async (cookie = admin): Promise<OrgNode[]> => {
  const res = await get('/api/organization/nodes', cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const nodeCount = async () => (await db().selectFrom('organization_nodes').select('id').execute()).length;
const preview = async (): Promise<OrgBuildPlan> => {
  const res = await get('/api/organization/desde-jefaturas');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const apply = (cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/organization/desde-jefaturas',
    headers: { cookie },
  });
/** A node written by hand (unlinked unless `user_id` is given). */
const rawNode = async (name: string, parent_id: number | null, user_id: number | null = null) => {
  const now = nowIso();
  const { id } = await db()
    .insertInto('organization_nodes')
    .values({
      name,
      role: 'Cargo',
      department: null,
      parent_id,
      email: null,
      phone: null,
      description: null,
      image: null,
      user_id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

describe('a node linked to a person', () => {
  it("shows the person's current name, position, e-mail and phone (phone to admins only), and follows renames", async () => {
    const ana = await makeUser(db(), {
      nombre: 'Ana Linked Rojas',
      puesto: 'Jefa de turno',
      telefono: '+56 9 1111 2222',
    });
    const res = await send('POST', '/api/organization/nodes', {
      name: 'Nombre escrito a mano',
      role: 'Cargo a mano',
      user_id: String(ana.id),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ana Linked Rojas',
      role: 'Jefa de turno',
      email: ana.correo,
      phone: '+56 9 1111 2222',
      user_id: ana.id,
    });
    const id = res.json().id as number;
    const seenByWorker = (await nodes(worker)).find((n) => n.id === id)!;
    expect(seenByWorker).toMatchObject({ name: 'Ana Linked Rojas', phone: null, user_id: ana.id });

    // The cached chart follows a change to the person (the users' data version renews it).
    await updateUser(ana.id, { nombre: 'Ana Renombrada Rojas', puesto: 'Superintendenta' });
    expect((await nodes(worker)).find((n) => n.id === id)).toMatchObject({
      name: 'Ana Renombrada Rojas',
      role: 'Superintendenta',
    });
    const people = (await get('/api/organization/all_people', worker)).json() as { id: number; name: string }[];
    expect(people.find((p) => p.id === id)?.name).toBe('Ana Renombrada Rojas');

    // Deactivated: the node shows what was typed in it again.
    await updateUser(ana.id, { activo: 0 });
    expect((await nodes(worker)).find((n) => n.id === id)).toMatchObject({
      name: 'Nombre escrito a mano',
      role: 'Cargo a mano',
    });
  });

  it('refuses an invalid, unknown, inactive or already linked person with 400 on user_id, writing nothing', async () => {
    const linked = await makeUser(db(), { nombre: 'Bruno Ya Vinculado' });
    const inactive = await makeUser(db(), { nombre: 'Inés Inactiva', activo: false });
    const first = await send('POST', '/api/organization/nodes', {
      name: 'Bruno',
      role: 'Cargo',
      user_id: String(linked.id),
    });
    expect(first.statusCode).toBe(201);
    const before = await nodeCount();
    for (const [user_id, message] of [
      ['abc', 'La persona vinculada no es válida.'],
      ['0', 'La persona vinculada no es válida.'],
      ['99999999', ORG_MESSAGES.userNotFound],
      [String(inactive.id), ORG_MESSAGES.userNotFound],
      [String(linked.id), ORG_MESSAGES.userTaken],
    ] as const) {
      const res = await send('POST', '/api/organization/nodes', { name: 'Otro', role: 'Cargo', user_id });
      expect(res.statusCode, user_id).toBe(400);
      expect(res.json().fields.user_id).toBe(message);
    }
    expect(await nodeCount()).toBe(before);
    // Its own node may keep the link when edited; an empty value unlinks it.
    const id = first.json().id as number;
    const keep = await send('PUT', `/api/organization/nodes/${id}`, {
      name: 'Bruno',
      role: 'Cargo',
      user_id: String(linked.id),
    });
    expect(keep.statusCode).toBe(200);
    const unlink = await send('PUT', `/api/organization/nodes/${id}`, {
      name: 'Bruno a mano',
      role: 'Cargo',
      user_id: '',
    });
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json()).toMatchObject({ name: 'Bruno a mano', user_id: null });
  });

  it('is written by admins only', async () => {
    const p = await makeUser(db(), { nombre: 'Solo Admin' });
    const res = await send('POST', '/api/organization/nodes', { name: 'X', role: 'Y', user_id: String(p.id) }, worker);
    expect(res.statusCode).toBe(403);
  });
});

describe('/api/organization/desde-jefaturas', () => {
  it('previews without writing, then applies: a node per person, under the manager’s node; hand-made nodes untouched', async () => {
    const gerente = await makeUser(db(), { nombre: 'Gerardo Gerente Árbol', puesto: 'Gerente de planta' });
    const jefe = await makeUser(db(), { nombre: 'Julia Jefa Árbol', jefatura_id: gerente.id });
    const operador = await makeUser(db(), { nombre: 'Óscar Operador Árbol', jefatura_id: jefe.id });
    const servicio = await makeUser(db(), { nombre: 'Cuenta Servicio Árbol', cuenta_servicio: true });
    // Julia already has a node, at the top; a node kept by hand hangs under it.
    const julia = await rawNode('Julia (nodo antiguo)', null, jefe.id);
    const hand = await rawNode('Comité paritario', julia);

    const before = await nodeCount();
    const plan = await preview();
    expect(await nodeCount()).toBe(before);
    expect(plan.crear).toEqual(
      expect.arrayContaining([
        { user_id: gerente.id, nombre: 'Gerardo Gerente Árbol', cargo: 'Gerente de planta', superior: null },
        { user_id: operador.id, nombre: 'Óscar Operador Árbol', cargo: 'Operador', superior: 'Julia Jefa Árbol' },
      ]),
    );
    expect(plan.crear.some((c) => c.user_id === servicio.id)).toBe(false);
    expect(plan.mover).toContainEqual({
      nodo_id: julia,
      nombre: 'Julia Jefa Árbol',
      desde: null,
      hacia: 'Gerardo Gerente Árbol',
    });
    expect(plan.omitidos).toEqual([]);

    const res = await apply();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(plan);
    const chart = await nodes();
    const of = (userId: number) => chart.filter((n) => n.user_id === userId);
    expect(of(gerente.id)).toHaveLength(1);
    expect(of(servicio.id)).toHaveLength(0);
    expect(of(gerente.id)[0]!.parent_id).toBeNull();
    expect(of(jefe.id)[0]).toMatchObject({ id: julia, parent_id: of(gerente.id)[0]!.id });
    expect(of(operador.id)[0]!.parent_id).toBe(julia);
    expect(chart.find((n) => n.id === hand)).toMatchObject({ name: 'Comité paritario', parent_id: julia });

    // Applied again: nothing left to do.
    const again = await preview();
    expect(again.crear).toEqual([]);
    expect(again.mover).toEqual([]);
  });

  it('leaves out a move that would put a node under itself through a hand-made node, and says so', async () => {
    const alto = await makeUser(db(), { nombre: 'Alba Alta Ciclo' });
    const bajo = await makeUser(db(), { nombre: 'Diego Debajo Ciclo' });
    await updateUser(alto.id, { jefatura_id: bajo.id });
    const altoNode = await rawNode('Alba', null, alto.id);
    const hand = await rawNode('Unidad a mano', altoNode);
    const bajoNode = await rawNode('Diego', hand, bajo.id);
    const plan = await preview();
    expect(plan.omitidos).toContainEqual({ nodo_id: altoNode, nombre: 'Alba Alta Ciclo' });
    expect(plan.mover.some((m) => m.nodo_id === altoNode)).toBe(false);
    expect((await apply()).statusCode).toBe(200);
    const chart = await nodes();
    expect(chart.find((n) => n.id === altoNode)!.parent_id).toBeNull();
    expect(chart.find((n) => n.id === bajoNode)!.parent_id).toBe(hand);
  });

  it('two admins applying at once make one node per person', async () => {
    const people = await Promise.all([1, 2, 3].map((i) => makeUser(db(), { nombre: `Persona Simultánea ${i}` })));
    const answers = await Promise.all([apply(), apply()]);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const conflict = answers.find((a) => a.statusCode === 409);
    if (conflict) expect(conflict.json().error).toBe(ORG_MESSAGES.buildConflict);
    const chart = await nodes();
    for (const p of people) expect(chart.filter((n) => n.user_id === p.id)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    expect((await get('/api/organization/desde-jefaturas', worker)).statusCode).toBe(403);
    expect((await apply(worker)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/organization/desde-jefaturas' })).statusCode).toBe(401);
  });
});
