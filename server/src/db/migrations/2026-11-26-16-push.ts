import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Web Push: each browser that turned the phone notifications on, and which notification went to which
 * person. `push_enviados` is the single-sender rule: an instance sends a notification only after inserting its row,
 * so with several instances exactly one sends it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('push_suscripciones'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_enviados')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clave', 'text', (c) => c.notNull())
    .addColumn('enviado_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_enviados_pk', ['user_id', 'clave'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_enviados').execute();
  await db.schema.dropTable('push_suscripciones').execute();
}
