import type { Kysely } from 'kysely';

/**
 * data_versions: one row per cached data set (e.g. `organization`), holding a random token that every
 * write to that set replaces in its own transaction. A server keeps the serialized answer in memory
 * and reuses it while the token is unchanged, so every instance on one database sees a change at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_versions').execute();
}
