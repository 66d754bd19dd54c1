import type { Kysely } from 'kysely';

/**
 * Addresses from which each account logged in successfully. The per-account limit across
 * addresses does not apply to them, so an attacker's failures elsewhere cannot keep the owner out.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_known_addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_known_addresses_pk', ['user_id', 'ip'])
    .execute();
  await db.schema
    .createIndex('login_attempts_key_created')
    .on('login_attempts')
    .columns(['key', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_attempts_key_created').execute();
  await db.schema.dropTable('login_known_addresses').execute();
}
