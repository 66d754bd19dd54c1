import type { Kysely } from 'kysely';

/**
 * The notifications a person has seen. The notifications themselves are derived from the data (see
 * features/notifications): only the "read" marks are stored, one row per person and key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notificaciones_leidas')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clave', 'text', (c) => c.notNull())
    .addColumn('leida_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notificaciones_leidas_pk', ['user_id', 'clave'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notificaciones_leidas').execute();
}
