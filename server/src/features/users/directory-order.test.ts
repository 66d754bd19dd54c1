import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkersPage } from '@intranet/contract';
import { onPostgres, useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';

/**
 * The directory's pages come from the index `users_directory_order` (migration 2026-11-26-14-directory-order) instead
 * of sorting every active person per page: the same people, in the same order (folded name, then id), with the
 * same total, for a worker and for an admin.
 */
const t = useTestApp();
const cookies: Record<'worker' | 'admin', string> = { worker: '', admin: '' };

beforeAll(async () => {
  const db = t.handle.db;
  cookies.worker = await t.cookieFor('worker');
  cookies.admin = await t.cookieFor('admin');
  // Accents and case that fold to the same key (the id breaks the tie), people outside the directory in between.
  const names = ['Ángela Núñez', 'angela nunez', 'ANGELA NUÑEZ', 'Bruno Díaz', 'Óscar Ortiz', 'oscar ortiz', 'Zoe Paz'];
  for (let i = 0; i < 42; i++) {
    const nombre = `${names[i % names.length]} ${i % 3 === 0 ? '' : i % 5}`.trim();
    await makeUser(db, {
      nombre,
      username: `dir${i}x${Date.now().toString(36)}`,
      area: i % 2 ? 'Operaciones' : null,
      activo: i % 11 !== 4,
      cuenta_servicio: i % 13 === 6,
    });
  }
});

/** Every page of the directory as `who` reads it, `per` people a page. */
async function walk(who: 'worker' | 'admin', per: number, query = '') {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let pagina = 1; ; pagina++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/trabajadores?pagina=${pagina}&por_pagina=${per}${query}`,
      headers: { cookie: cookies[who] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<WorkersPage>();
    totals.add(page.total);
    ids.push(...page.items.map((w) => w.id));
    if (page.items.length < per) break;
  }
  return { ids, totals: [...totals] };
}

describe('GET /api/trabajadores: pages from the directory index', () => {
  it('the index exists', async () => {
    const names = onPostgres
      ? (
          await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'users'`.execute(
            t.handle.db,
          )
        ).rows
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'users'`.execute(t.handle.db)
        ).rows;
    expect(names.map((r) => r.name)).toContain('users_directory_order');
  });

  it('same people, order and total as a sort of all active people (no service accounts), for worker and admin', async () => {
    // The reference: the same rule sorted without the index (an expression cannot be read from it).
    const reference = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('activo', '=', 1)
      .where('cuenta_servicio', '=', 0)
      .orderBy(sql`search_text || ''`)
      .orderBy(sql`id + 0`)
      .execute();
    const want = reference.map((r) => r.id);
    const outside = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('activo', '=', 0), eb('cuenta_servicio', '=', 1)]))
      .execute();
    expect(outside.length).toBeGreaterThan(3);
    for (const who of ['worker', 'admin'] as const) {
      for (const per of [1, 7, 20, 100]) {
        const { ids, totals } = await walk(who, per);
        expect(ids, `${who} per ${per}`).toEqual(want);
        expect(totals, `${who} per ${per}`).toEqual([want.length]);
      }
      // With a filter the index still gives the same answer as the rule.
      const ops = await t.handle.db
        .selectFrom('users')
        .select('id')
        .where('activo', '=', 1)
        .where('cuenta_servicio', '=', 0)
        .where('area', '=', 'Operaciones')
        .orderBy(sql`search_text || ''`)
        .orderBy(sql`id + 0`)
        .execute();
      expect((await walk(who, 5, '&area=Operaciones')).ids).toEqual(ops.map((r) => r.id));
    }
    for (const { id } of outside) expect(want).not.toContain(id);
  });
});
