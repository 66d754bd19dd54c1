import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Forgotten-password requests. Every request is kept, also those for a RUT without an active
 * account (`estado = 'sin_cuenta'`, never shown), so the per-RUT and per-address limits count the same either way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('reset_requests'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('rut', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'text')
    .execute();
  await db.schema
    .createIndex('reset_requests_rut_created')
    .on('reset_requests')
    .columns(['rut', 'created_at'])
    .execute();
  await db.schema.createIndex('reset_requests_ip_created').on('reset_requests').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('reset_requests_estado').on('reset_requests').columns(['estado', 'user_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reset_requests').execute();
}
