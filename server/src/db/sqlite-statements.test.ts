import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statementCache } from './sqlite-statements.js';

interface Schema {
  t: { id: number; name: string };
}

describe('SQLite statement cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sqlite-statements-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const open = (max?: number) => {
    const raw = new SQLite(path.join(dir, 'db.sqlite'));
    raw.pragma('journal_mode = WAL');
    const cache = statementCache(raw, max);
    return { raw, cache, db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: cache }) }) };
  };

  it('runs a repeated text on one kept statement, with the right answers and writes', async () => {
    const { raw, cache, db } = open();
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    let prepared = 0;
    const prepare = raw.prepare.bind(raw);
    raw.prepare = ((text: string) => {
      prepared++;
      return prepare(text);
    }) as typeof raw.prepare;
    for (let i = 1; i <= 20; i++) {
      const { insertId } = await db
        .insertInto('t')
        .values({ id: i, name: `n${i}` })
        .executeTakeFirstOrThrow();
      expect(Number(insertId)).toBe(i);
      const row = await db.selectFrom('t').select('name').where('id', '=', i).executeTakeFirstOrThrow();
      expect(row.name).toBe(`n${i}`);
    }
    // One insert text and one select text, each compiled once.
    expect(prepared).toBe(2);
    const { numUpdatedRows } = await db.updateTable('t').set({ name: 'x' }).where('id', '<=', 5).executeTakeFirst();
    expect(Number(numUpdatedRows)).toBe(5);
    expect(cache.size).toBe(4);
    await db.destroy();
  });

  it('keeps at most `max` texts, dropping the least recently used', async () => {
    const { raw, cache, db } = open(3);
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('t').values({ id: 1, name: 'a' }).execute();
    let prepared = 0;
    const prepare = raw.prepare.bind(raw);
    raw.prepare = ((text: string) => {
      prepared++;
      return prepare(text);
    }) as typeof raw.prepare;
    const list = (n: number) =>
      db
        .selectFrom('t')
        .select('id')
        .where(
          'id',
          'in',
          Array.from({ length: n }, (_, i) => i + 1),
        )
        .execute();
    for (let n = 1; n <= 10; n++) expect(await list(n)).toEqual([{ id: 1 }]);
    expect(cache.size).toBe(3);
    expect(prepared).toBe(10);
    // The three last texts are kept; the most recently used survives the next new text.
    await list(8);
    await list(11);
    await list(8);
    expect(prepared).toBe(11);
    await list(9);
    expect(prepared).toBe(12);
    await db.destroy();
  });

  it('sees columns added and dropped by another connection and by its own', async () => {
    const { raw, db } = open();
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('t').values({ id: 1, name: 'a' }).execute();
    const all = () => db.selectFrom('t').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, name: 'a' }]);
    const other = new SQLite(path.join(dir, 'db.sqlite'));
    other.exec(`alter table t add column extra text not null default 'z'`);
    other.close();
    expect(await all()).toEqual([{ id: 1, name: 'a', extra: 'z' }]);
    raw.exec('alter table t drop column name');
    expect(await all()).toEqual([{ id: 1, extra: 'z' }]);
    await db.destroy();
  });

  it('gives a fresh statement while the kept one is still being iterated (a streamed query)', async () => {
    const { cache, db } = open();
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    await db
      .insertInto('t')
      .values([1, 2, 3].map((id) => ({ id, name: `n${id}` })))
      .execute();
    const text = 'select id from t order by id';
    const first = cache.prepare(text);
    const seen: number[][] = [];
    for (const row of first.iterate() as IterableIterator<{ id: number }>) {
      // The same text again while the iteration holds its statement.
      const again = cache.prepare(text);
      expect(again).not.toBe(first);
      seen.push([row.id, ...(again.all() as { id: number }[]).map((r) => r.id)]);
    }
    expect(seen).toEqual([
      [1, 1, 2, 3],
      [2, 1, 2, 3],
      [3, 1, 2, 3],
    ]);
    expect(cache.prepare(text)).toBe(first);
    await db.destroy();
  });

  it('a failed statement leaves the kept one usable', async () => {
    const { db } = open();
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    const insert = (id: number) => db.insertInto('t').values({ id, name: 'a' }).execute();
    await insert(1);
    await expect(insert(1)).rejects.toThrow(/UNIQUE/);
    await insert(2);
    expect((await db.selectFrom('t').select('id').execute()).map((r) => r.id)).toEqual([1, 2]);
    await db.destroy();
  });
});
