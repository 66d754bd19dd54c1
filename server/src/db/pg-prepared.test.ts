import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchema, dropTestSchema, onPostgres, underSchemaLock } from '../../test/helpers.js';
import { openDatabase, preparedStatementsOf, type DbHandle } from './database.js';
import { PreparedStatements, preparingPool } from './pg-prepared.js';

describe('PreparedStatements: which texts get a name', () => {
  it('names a statement on its second use, always with the same name', () => {
    const p = new PreparedStatements();
    const text = 'select "id" from "news" where "id" = $1';
    expect(p.nameFor(text)).toBeUndefined();
    const name = p.nameFor(text);
    expect(name).toMatch(/^k_[0-9a-f]{32}$/);
    expect(p.nameFor(text)).toBe(name);
    expect(p.nameFor('select 2')).toBeUndefined();
    expect(p.nameFor('select 2')).not.toBe(name);
  });

  it('never names DDL, transaction control, several statements or anything while paused', async () => {
    const p = new PreparedStatements({ minUses: 1 });
    for (const text of [
      'begin',
      'commit',
      'rollback',
      'savepoint "a"',
      'alter table "t" add column "x" integer',
      'create index "i" on "t" ("x")',
      'drop table "t"',
      'select 1; select 2',
      'set local statement_timeout = 1000',
      'lock table "t"',
    ]) {
      expect(p.nameFor(text), text).toBeUndefined();
    }
    await p.whilePaused(async () => expect(p.nameFor('select 1')).toBeUndefined());
    expect(p.nameFor('select 1')).toBeDefined();
  });

  it('names at most maxNames texts and counts at most maxTracked', () => {
    const p = new PreparedStatements({ maxNames: 5, maxTracked: 10 });
    for (let i = 0; i < 100; i++) {
      const text = `select * from "t" where "id" in (${Array.from({ length: i + 1 }, (_, k) => `$${k + 1}`).join(', ')})`;
      p.nameFor(text);
      p.nameFor(text);
    }
    expect(p.named).toBe(5);
    // A text seen once each time, never twice in a row, never gets a name once the counts start over.
    const q = new PreparedStatements({ maxTracked: 3 });
    for (let round = 0; round < 3; round++) for (let i = 0; i < 4; i++) q.nameFor(`select ${i}`);
    expect(q.named).toBe(0);
  });
});

describe.skipIf(!onPostgres)('named statements on PostgreSQL', () => {
  let schema: string;
  let handle: DbHandle;
  const url = process.env.DATABASE_URL!;

  const preparedOnConnection = async () => {
    const { rows } = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements`.execute(handle.db);
    return rows;
  };

  beforeAll(async () => {
    schema = await createTestSchema();
    // One connection: what it has prepared is what pg_prepared_statements shows.
    handle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 1 });
    await underSchemaLock(() =>
      sql`create table "things" ("id" integer primary key, "label" text not null)`.execute(handle.db),
    );
    await sql`insert into "things" values (1, 'uno'), (2, 'dos'), (3, 'tres')`.execute(handle.db);
  });

  afterAll(async () => {
    await handle.close();
    await dropTestSchema(schema);
  });

  const byId = (id: number) =>
    handle.db
      .selectFrom('things' as never)
      .selectAll()
      .where('id' as never, '=', id as never);

  it('runs a repeated query as one prepared statement with the right answers', async () => {
    for (const id of [1, 2, 3, 1, 2]) {
      expect(await byId(id).execute()).toEqual([{ id, label: ['uno', 'dos', 'tres'][id - 1] }]);
    }
    const prepared = await preparedOnConnection();
    expect(prepared.filter((p) => p.statement.includes('from "things"'))).toHaveLength(1);
    expect(preparedStatementsOf(handle.db)?.named).toBeGreaterThan(0);
  });

  it('a query whose result type an ALTER changed still works (same pool, and another connection)', async () => {
    for (let i = 0; i < 3; i++) await byId(1).execute();
    await underSchemaLock(() => sql`alter table "things" add column "extra" integer`.execute(handle.db));
    expect(await byId(1).execute()).toEqual([{ id: 1, label: 'uno', extra: null }]);
    expect(await byId(1).execute()).toEqual([{ id: 1, label: 'uno', extra: null }]);

    // DDL this pool does not see: the prepared statement fails with 0A000 and the query runs again unnamed.
    const other = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await other.connect();
    try {
      await underSchemaLock(() => other.query('alter table "things" add column "more" text'));
    } finally {
      await other.end();
    }
    expect(await byId(2).execute()).toEqual([{ id: 2, label: 'dos', extra: null, more: null }]);
    expect(await byId(2).execute()).toEqual([{ id: 2, label: 'dos', extra: null, more: null }]);
    // It is prepared again with the new columns.
    expect((await preparedOnConnection()).filter((p) => p.statement.includes('from "things"'))).toHaveLength(1);
  });

  it('transactions commit and roll back; a stale statement inside one only fails that transaction', async () => {
    const insert = (id: number, label: string) =>
      handle.db
        .insertInto('things' as never)
        .values({ id, label } as never)
        .execute();
    for (let i = 0; i < 3; i++) await byId(3).execute();
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('things' as never)
        .values({ id: 10, label: 'diez' } as never)
        .execute();
      await trx
        .insertInto('things' as never)
        .values({ id: 11, label: 'once' } as never)
        .execute();
    });
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('things' as never)
          .values({ id: 12, label: 'doce' } as never)
          .execute();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await insert(13, 'trece');
    const ids = (await handle.db
      .selectFrom('things' as never)
      .select('id' as never)
      .orderBy('id' as never)
      .execute()) as {
      id: number;
    }[];
    expect(ids.map((r) => r.id)).toEqual([1, 2, 3, 10, 11, 13]);

    const other = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await other.connect();
    try {
      await underSchemaLock(() => other.query('alter table "things" drop column "more"'));
    } finally {
      await other.end();
    }
    await expect(
      handle.db.transaction().execute((trx) =>
        trx
          .selectFrom('things' as never)
          .selectAll()
          .where('id' as never, '=', 3 as never)
          .execute(),
      ),
    ).rejects.toMatchObject({ code: '0A000' });
    expect(await byId(3).execute()).toEqual([{ id: 3, label: 'tres', extra: null }]);
    expect(
      await handle.db.transaction().execute((trx) =>
        trx
          .selectFrom('things' as never)
          .selectAll()
          .where('id' as never, '=', 3 as never)
          .execute(),
      ),
    ).toEqual([{ id: 3, label: 'tres', extra: null }]);
  });

  it('never holds more prepared statements on a connection than maxNames', async () => {
    const prepared = new PreparedStatements({ maxNames: 4 });
    const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
    const db = new Kysely<Record<string, { id: number }>>({
      dialect: new PostgresDialect({ pool: preparingPool(pool, prepared) }),
    });
    try {
      for (let n = 1; n <= 30; n++) {
        const ids = Array.from({ length: n }, (_, i) => i + 1);
        for (let k = 0; k < 3; k++) {
          const rows = await db.selectFrom('things').select('id').where('id', 'in', ids).orderBy('id').execute();
          expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 10, 11, 13].filter((id) => id <= n));
        }
      }
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db);
      expect(rows[0]!.n).toBe(4);
      expect(prepared.named).toBe(4);
    } finally {
      await db.destroy();
    }
  });
});
