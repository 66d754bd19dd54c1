import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORG_MESSAGES, type OrgNode, type OrgPerson } from '@intranet/contract';
import { createTestApp, multipart, storedFiles, tempFiles, useTestApp } from '../../../test/helpers.js';
import { seedOrganization } from './organization.seed.js';
import { organizationRepository } from './organization.repository.js';
import { nowIso } from '../../db/sql.js';

const t = useTestApp();
let admin: string;
let worker: string;
let png: Buffer;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1b5e20' } })
    .png()
    .toBuffer();
});

const send = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipart>[0], cookie = admin) => {
  const form = multipart(fields);
  return t.app.inject({ method, url, headers: { cookie, ...form.headers }, payload: form.payload });
};
const create = async (fields: Parameters<typeof multipart>[0]): Promise<OrgNode> => {
  const res = await send('POST', '/api/organization/nodes', { role: 'Cargo', ...fields });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const countNodes = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('organization_nodes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/organization/nodes', () => {
  it('creates a node with every field and a picture', async () => {
    const root = await create({ name: 'Raíz', role: 'Gerente', department: 'Gerencia' });
    const res = await send('POST', '/api/organization/nodes', {
      name: '  Ana Pérez ',
      role: 'Analista',
      department: 'Finanzas',
      parent_id: String(root.id),
      email: 'ANA@empresa.cl',
      phone: '+56 9 1234 5678',
      description: 'Cuentas por pagar',
      image: { filename: 'ana.png', content: png, contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ana Pérez',
      role: 'Analista',
      department: 'Finanzas',
      parent_id: root.id,
      email: 'ana@empresa.cl',
      phone: '+56 9 1234 5678',
      description: 'Cuentas por pagar',
    });
    expect(res.json().image).toMatch(/^\/uploads\/organization\/.+\.webp$/);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ role: '' }, 'role'],
    [{ department: 'Ventas' }, 'department'],
    [{ email: 'no-es-correo' }, 'email'],
    [{ parent_id: 'abc' }, 'parent_id'],
    [{ parent_id: '999999' }, 'parent_id'],
    [{ phone: 'sin número' }, 'phone'],
  ])('refuses %o with 400 on %s, storing nothing', async (over, field) => {
    const nodes = await countNodes();
    const files = await storedFiles(t.dataDir);
    const res = await send('POST', '/api/organization/nodes', {
      name: 'Válido',
      role: 'Cargo',
      ...over,
      image: { filename: 'x.png', content: png, contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await countNodes()).toBe(nodes);
    expect(await storedFiles(t.dataDir)).toEqual(files);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('is admin-only', async () => {
    expect((await send('POST', '/api/organization/nodes', { name: 'x', role: 'y' }, worker)).statusCode).toBe(403);
  });
});

describe('PUT /api/organization/nodes/:id', () => {
  it('updates fields, replaces the picture and removes the old one', async () => {
    const n = await create({ name: 'Con foto', image: { filename: 'a.png', content: png, contentType: 'image/png' } });
    const res = await send('PUT', `/api/organization/nodes/${n.id}`, {
      name: 'Renombrado',
      role: 'Jefe',
      department: 'Marketing',
      image: { filename: 'b.png', content: png, contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renombrado', role: 'Jefe', department: 'Marketing' });
    const files = await storedFiles(t.dataDir);
    expect(files).not.toContain(n.image!.replace('/uploads/', ''));
    expect(files).toContain(res.json().image.replace('/uploads/', ''));
    // Without a new file the picture stays; remove_image clears it.
    const keep = await send('PUT', `/api/organization/nodes/${n.id}`, { name: 'Renombrado', role: 'Jefe' });
    expect(keep.json().image).toBe(res.json().image);
    const cleared = await send('PUT', `/api/organization/nodes/${n.id}`, {
      name: 'R',
      role: 'J',
      remove_image: 'true',
    });
    expect(cleared.json().image).toBeNull();
    expect(await storedFiles(t.dataDir)).not.toContain(res.json().image.replace('/uploads/', ''));
  });

  it('refuses a parent that makes a node its own ancestor (400), changing nothing', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B', parent_id: String(a.id) });
    const c = await create({ name: 'C', parent_id: String(b.id) });
    for (const parent of [a.id, b.id, c.id]) {
      const res = await send('PUT', `/api/organization/nodes/${a.id}`, {
        name: 'A',
        role: 'Cargo',
        parent_id: String(parent),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.parent_id).toBe(ORG_MESSAGES.cycle);
    }
    const row = await t.handle.db
      .selectFrom('organization_nodes')
      .select('parent_id')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.parent_id).toBeNull();
    // Moving C under A is fine (no cycle), and so is making B a root.
    expect(
      (await send('PUT', `/api/organization/nodes/${c.id}`, { name: 'C', role: 'Cargo', parent_id: String(a.id) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', `/api/organization/nodes/${b.id}`, { name: 'B', role: 'Cargo', parent_id: '' })).json()
        .parent_id,
    ).toBeNull();
  });

  it('404 for a missing node, 400 for invalid input', async () => {
    const missing = await send('PUT', '/api/organization/nodes/999999', { name: 'x', role: 'y' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ORG_MESSAGES.notFound);
    const n = await create({ name: 'N' });
    expect((await send('PUT', `/api/organization/nodes/${n.id}`, { name: '', role: '' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/organization/nodes/:id', () => {
  it('moves the children up to the deleted node’s parent and removes its picture', async () => {
    const top = await create({ name: 'Top' });
    const mid = await create({
      name: 'Mid',
      parent_id: String(top.id),
      image: { filename: 'm.png', content: png, contentType: 'image/png' },
    });
    const k1 = await create({ name: 'K1', parent_id: String(mid.id) });
    const k2 = await create({ name: 'K2', parent_id: String(mid.id) });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/organization/nodes/${mid.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.handle.db
      .selectFrom('organization_nodes')
      .select(['id', 'parent_id'])
      .where('id', 'in', [k1.id, k2.id, mid.id])
      .execute();
    expect(rows.map((r) => r.parent_id)).toEqual([top.id, top.id]);
    expect(await storedFiles(t.dataDir)).not.toContain(mid.image!.replace('/uploads/', ''));
    // Deleting a root makes its children roots.
    await t.app.inject({ method: 'DELETE', url: `/api/organization/nodes/${top.id}`, headers: { cookie: admin } });
    const after = await t.handle.db
      .selectFrom('organization_nodes')
      .select('parent_id')
      .where('id', '=', k1.id)
      .executeTakeFirstOrThrow();
    expect(after.parent_id).toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/organization/nodes/${top.id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/organization/nodes/${k1.id}`, headers: { cookie: worker } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('reading the chart', () => {
  it('lists nodes for any user; the phone only for admins; filters by department', async () => {
    await create({ name: 'Con teléfono', department: 'Desarrollo', phone: '+56 2 2222 2222' });
    const asWorker = (await get('/api/organization/nodes', worker)).json() as OrgNode[];
    expect(asWorker.length).toBeGreaterThan(0);
    expect(asWorker.every((n) => n.phone === null)).toBe(true);
    const asAdmin = (await get('/api/organization/nodes')).json() as OrgNode[];
    expect(asAdmin.find((n) => n.name === 'Con teléfono')!.phone).toBe('+56 2 2222 2222');
    const dev = (await get('/api/organization/nodes?department=Desarrollo', worker)).json() as OrgNode[];
    expect(dev.length).toBeGreaterThan(0);
    expect(dev.every((n) => n.department === 'Desarrollo')).toBe(true);
    const bad = await get('/api/organization/nodes?department=Ventas', worker);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.department).toMatch(/Gerencia, Finanzas, Desarrollo, Marketing/);
  });

  it('all_people gives the tree-style dropdown order with depths', async () => {
    // A database of its own: the chart holds exactly the seeded people.
    const solo = await createTestApp();
    try {
      const cookie = await solo.cookieFor('worker');
      await seedOrganization({ db: solo.handle.db, storage: solo.app.storage, log: solo.app.log, users: [] });
      const people = (
        await solo.app.inject({ method: 'GET', url: '/api/organization/all_people', headers: { cookie } })
      ).json() as OrgPerson[];
      expect(people).toHaveLength(25);
      expect(people[0]).toMatchObject({ name: 'María González Rojas', depth: 0, parent_id: null });
      // Every person comes right after their parent's subtree starts, one level deeper.
      const index = new Map(people.map((p, i) => [p.id, i]));
      for (const p of people.slice(1)) {
        const parent = people[index.get(p.parent_id!)!]!;
        expect(index.get(p.id)!).toBeGreaterThan(index.get(parent.id)!);
        expect(p.depth).toBe(parent.depth + 1);
      }
      const departments = new Set(people.map((p) => p.department));
      expect([...departments].sort()).toEqual(['Desarrollo', 'Finanzas', 'Gerencia', 'Marketing']);
    } finally {
      await solo.close();
    }
  });

  it('serves a 2,000-node chart whole, in tree order (speed is measured by npm run bench)', async () => {
    // A database of its own: the chart holds exactly these nodes.
    const solo = await createTestApp();
    try {
      const cookie = await solo.cookieFor('worker');
      const now = nowIso();
      const ids: number[] = [];
      for (let i = 0; i < 2000; i++) {
        const parent = i === 0 ? null : ids[Math.floor((i - 1) / 4)]!;
        ids.push(
          await organizationRepository.insert(solo.handle.db, {
            name: `Persona ${i}`,
            role: 'Cargo',
            department: 'Gerencia',
            parent_id: parent,
            created_at: now,
            updated_at: now,
          }),
        );
      }
      const [nodes, people] = await Promise.all([
        solo.app.inject({ method: 'GET', url: '/api/organization/nodes', headers: { cookie } }),
        solo.app.inject({ method: 'GET', url: '/api/organization/all_people', headers: { cookie } }),
      ]);
      expect(nodes.json()).toHaveLength(2000);
      const list = people.json() as OrgPerson[];
      expect(list).toHaveLength(2000);
      expect(list[0]).toMatchObject({ id: ids[0], depth: 0 });
      expect(Math.max(...list.map((p) => p.depth))).toBe(6); // 1 + 4 + … + 1024 = 1365 nodes fill depths 0–5
    } finally {
      await solo.close();
    }
  }, 60_000);
});

describe('cached answers: ETag, 304 and invalidation on every write', () => {
  it('answers with an ETag and a bodiless 304 while nothing changed, per role and department', async () => {
    const first = await get('/api/organization/nodes', worker);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/organization/nodes',
      headers: { cookie: worker, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The admin answer carries phones: never the worker's cached body or tag.
    const asAdmin = await get('/api/organization/nodes', admin);
    expect(asAdmin.headers.etag).not.toBe(etag);
    const department = await get(`/api/organization/nodes?department=${encodeURIComponent('Gerencia')}`, worker);
    expect(department.headers.etag).not.toBe(etag);
    expect((department.json() as OrgNode[]).every((n) => n.department === 'Gerencia')).toBe(true);
  });

  it('sends the cached answer compressed (brotli or gzip) to a browser that accepts it, with its own ETag', async () => {
    const plain = await get('/api/organization/nodes', worker);
    const ask = (encoding: string, etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/organization/nodes',
        headers: { cookie: worker, 'accept-encoding': encoding, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await ask('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect((await ask('br', br.headers.etag as string)).statusCode).toBe(304);
    expect((await ask('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('shows a create, an edit and a delete at once, with a new ETag each time', async () => {
    const tags = new Set<string>();
    const look = async () => {
      const res = await get('/api/organization/nodes', worker);
      tags.add(res.headers.etag as string);
      return res.json() as OrgNode[];
    };
    await look();
    const node = await create({ name: 'Nodo Caché', role: 'Analista', department: 'Gerencia' });
    expect((await look()).some((n) => n.id === node.id)).toBe(true);
    expect(
      (
        await send('PUT', `/api/organization/nodes/${node.id}`, {
          name: 'Nodo Renombrado',
          role: 'Analista',
          department: 'Gerencia',
        })
      ).statusCode,
    ).toBe(200);
    expect((await look()).find((n) => n.id === node.id)?.name).toBe('Nodo Renombrado');
    const people = (await get('/api/organization/all_people', worker)).json() as OrgPerson[];
    expect(people.find((p) => p.id === node.id)?.name).toBe('Nodo Renombrado');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/organization/nodes/${node.id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(204);
    expect((await look()).some((n) => n.id === node.id)).toBe(false);
    expect(tags.size).toBe(4);
  });

  it('a write through another server on the same database is seen at once (the version lives in the database)', async () => {
    await get('/api/organization/nodes', worker);
    // Another instance writes through the repository, not through this app.
    const now = nowIso();
    const id = await organizationRepository.insert(t.handle.db, {
      name: 'Desde otra instancia',
      role: 'Cargo',
      department: 'Gerencia',
      parent_id: null,
      created_at: now,
      updated_at: now,
    });
    expect(((await get('/api/organization/nodes', worker)).json() as OrgNode[]).some((n) => n.id === id)).toBe(true);
    await organizationRepository.delete(t.handle.db, id);
    expect(((await get('/api/organization/nodes', worker)).json() as OrgNode[]).some((n) => n.id === id)).toBe(false);
  });
});
