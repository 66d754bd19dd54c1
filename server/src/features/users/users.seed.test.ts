import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storedFiles, type TestApp } from '../../../test/helpers.js';
import type { SeedContext } from '../../db/seed-demo.js';
import { seedUserPhotos, seedUsers } from './users.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
});
