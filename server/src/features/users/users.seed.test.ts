import { describe, expect, it } from 'vitest';
import { storedFiles, useTestApp } from '../../../test/helpers.js';
import type { SeedContext } from '../../seed/context.js';
import { seedUserPhotos, seedUsers } from './users.seed.js';

const t = useTestApp();

describe('demo people', () => {
  it('every demo person gets a generated portrait and the devices of the seed data', async () => {
    const ctx: SeedContext = { db: t.handle.db, storage: t.app.storage, log: t.app.log, users: [] };
    await seedUsers(ctx);
    await seedUserPhotos(ctx);
    const rows = await t.handle.db.selectFrom('users').select(['imagen_perfil', 'dispositivo']).execute();
    expect(rows).toHaveLength(ctx.users.length);
    expect(rows.every((r) => r.imagen_perfil?.startsWith('/uploads/users/'))).toBe(true);
    expect(rows.filter((r) => r.dispositivo).length).toBeGreaterThan(10);
    const files = await storedFiles(t.dataDir);
    expect(files.filter((f) => f.startsWith('users/'))).toHaveLength(ctx.users.length * 2);
  });

  it('the demo company has full names, areas, branches and one manager tree under the general manager', async () => {
    const rows = await t.handle.db
      .selectFrom('users')
      .select(['id', 'username', 'nombre', 'area', 'sucursal', 'jefatura_id', 'cuenta_servicio'])
      .execute();
    const people = rows.filter((r) => !r.cuenta_servicio);
    expect(rows.find((r) => r.username === 'admin')?.cuenta_servicio).toBe(1);
    expect(people.every((r) => r.nombre.includes(' ') && r.area && r.sucursal)).toBe(true);
    expect(new Set(people.map((r) => r.sucursal)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(people.map((r) => r.area)).size).toBeGreaterThanOrEqual(6);
    const top = people.filter((r) => r.jefatura_id === null);
    expect(top.map((r) => r.username)).toEqual(['mgonzalez']);
    // Everyone reaches the general manager by following managers.
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of people) {
      let p = r;
      for (let i = 0; i < 10 && p.jefatura_id !== null; i++) p = byId.get(p.jefatura_id)!;
      expect(p.username, r.username).toBe('mgonzalez');
    }
  });
});
