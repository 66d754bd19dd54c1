import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Named (prepared) statements for Kysely on `pg`.
 *
 * Kysely hands every query to `pg` as an unnamed statement, which PostgreSQL parses and plans each time. This pool
 * wrapper gives the clients Kysely gets a `query` that names a statement once its text has been seen `minUses`
 * times: `pg` then sends Parse only on the first use on each connection, and later uses are Bind/Execute of the
 * prepared statement (PostgreSQL keeps its plan, or a custom plan when the parameters matter).
 *
 * Bounds and safety:
 * - only one plain `select`/`insert`/`update`/`delete`/`with` statement is named (no DDL, transaction control,
 *   `;`); at most `maxNames` distinct texts ever get a name, so a connection never holds more prepared statements
 *   than that, whatever texts the app sends (e.g. `in (…)` lists of every length); the texts still being counted
 *   are at most `maxTracked` (the count starts over when full);
 * - nothing is named while `pause()` is in effect (migrations);
 * - DDL sent through this pool (a migration, a test's `alter table`) starts a new schema epoch: each connection
 *   drops its prepared statements (`DEALLOCATE ALL`) before its next query outside a transaction, and a
 *   connection in a transaction sends unnamed statements until the transaction ends;
 * - DDL from elsewhere (another instance migrating): a prepared statement whose result columns changed fails with
 *   "cached plan must not change result type" (0A000); outside a transaction it is dropped and the query runs
 *   again unnamed, inside one the error stands (the transaction is aborted) and the statement is dropped once the
 *   transaction is over, so the next use prepares it anew.
 */
export interface PreparedOptions {
  /** Uses of one SQL text before it is named (default 2). */
  minUses?: number;
  /** Most distinct texts ever named, i.e. most prepared statements per connection (default 500). */
  maxNames?: number;
  /** Most texts counted at once while not yet named (default 2,000). */
  maxTracked?: number;
}

const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;
const DDL = /^\s*(create|alter|drop|do|import|security\s+label)\b/i;
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|end|abort|rollback(?!\s+to\b))\b/i;
/** Errors that mean the prepared statement on this connection can no longer be used as it is. */
const STALE_CODES = new Set(['0A000', '26000']);

interface ClientState {
  epoch: number;
  inTransaction: boolean;
  ddlInTransaction: boolean;
  /** Names to drop once the connection is out of its (aborted) transaction. */
  stale: Set<string>;
}

/** The part of pg's connection this relies on: the names it believes are prepared on the server. */
interface PgConnection {
  parsedStatements: Record<string, string>;
}

function connectionOf(client: pg.PoolClient): PgConnection {
  return (client as unknown as { connection: PgConnection }).connection;
}

export class PreparedStatements {
  readonly minUses: number;
  readonly maxNames: number;
  readonly maxTracked: number;
  private readonly counts = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private epoch = 0;
  private paused = 0;

  constructor(opts: PreparedOptions = {}) {
    this.minUses = opts.minUses ?? 2;
    this.maxNames = opts.maxNames ?? 500;
    this.maxTracked = opts.maxTracked ?? 2_000;
  }

  /** Number of texts that have a name. */
  get named(): number {
    return this.names.size;
  }

  /** Runs `work` with no new or existing names used (migrations). */
  async whilePaused<T>(work: () => Promise<T>): Promise<T> {
    this.paused++;
    try {
      return await work();
    } finally {
      this.paused--;
    }
  }

  /** Every connection drops its prepared statements before its next query outside a transaction. */
  schemaChanged(): void {
    this.epoch++;
  }

  get currentEpoch(): number {
    return this.epoch;
  }

  /** The statement name for `text`, or undefined to send it unnamed. */
  nameFor(text: string): string | undefined {
    if (this.paused > 0) return undefined;
    const known = this.names.get(text);
    if (known) return known;
    if (!NAMEABLE.test(text) || text.includes(';')) return undefined;
    const seen = (this.counts.get(text) ?? 0) + 1;
    if (seen >= this.minUses && this.names.size < this.maxNames) {
      this.counts.delete(text);
      const name = `k_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
      this.names.set(text, name);
      return name;
    }
    if (this.names.size >= this.maxNames) return undefined;
    if (!this.counts.has(text) && this.counts.size >= this.maxTracked) this.counts.clear();
    this.counts.set(text, seen);
    return undefined;
  }
}

type Query = <R>(text: string, values: ReadonlyArray<unknown>) => Promise<PostgresQueryResult<R>>;

/** Wraps `pool` so the clients Kysely takes from it name repeated statements (see `PreparedStatements`). */
export function preparingPool(pool: pg.Pool, prepared: PreparedStatements): PostgresPool {
  const states = new WeakMap<pg.PoolClient, ClientState>();
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let state = states.get(client);
    if (!state) {
      state = { epoch: prepared.currentEpoch, inTransaction: false, ddlInTransaction: false, stale: new Set() };
      states.set(client, state);
    }
    const st = state;
    const raw = client.query.bind(client) as unknown as Query;

    const deallocate = async (name: string) => {
      await raw(`deallocate ${name}`, []);
      delete connectionOf(client).parsedStatements[name];
    };

    const run: Query = async <R>(text: string, values: ReadonlyArray<unknown>) => {
      if (!st.inTransaction) {
        if (st.epoch !== prepared.currentEpoch) {
          const conn = connectionOf(client);
          if (Object.keys(conn.parsedStatements).length > 0) {
            await raw('deallocate all', []);
            conn.parsedStatements = {};
          }
          st.epoch = prepared.currentEpoch;
          st.stale.clear();
        } else if (st.stale.size > 0) {
          for (const name of st.stale) await deallocate(name);
          st.stale.clear();
        }
      }
      if (BEGIN.test(text)) st.inTransaction = true;
      else if (END.test(text)) {
        st.inTransaction = false;
        if (st.ddlInTransaction) {
          // Other connections may have prepared against the schema before this transaction's DDL committed.
          st.ddlInTransaction = false;
          prepared.schemaChanged();
        }
      } else if (DDL.test(text)) {
        prepared.schemaChanged();
        if (st.inTransaction) st.ddlInTransaction = true;
      }
      const name = st.epoch === prepared.currentEpoch ? prepared.nameFor(text) : undefined;
      if (!name) return raw<R>(text, values);
      try {
        return await (client.query({ name, text, values: values as unknown[] }) as unknown as Promise<
          PostgresQueryResult<R>
        >);
      } catch (err) {
        if (!STALE_CODES.has((err as { code?: string }).code ?? '')) throw err;
        if (st.inTransaction) {
          st.stale.add(name);
          throw err;
        }
        if ((err as { code?: string }).code === '26000') delete connectionOf(client).parsedStatements[name];
        else await deallocate(name);
        return raw<R>(text, values);
      }
    };

    function query<R>(text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      textOrCursor: string | PostgresCursor<R>,
      values?: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof textOrCursor !== 'string') {
        return (client.query as unknown as (c: PostgresCursor<R>) => PostgresCursor<R>)(textOrCursor);
      }
      return run<R>(textOrCursor, values ?? []);
    }

    return { query, release: () => client.release() };
  };

  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
