import { sql, type Kysely } from 'kysely';

/**
 * One name everywhere. Comments keep the author's full name as it was when they
 * wrote (`comentarios.nombre`), like `username` already was; topics record who created them
 * (`temas.autor_id`, `temas.autor_nombre`); the audit log records the full name next to the username
 * (`audit_log.nombre`). Existing rows get the current full name of their user, or the username.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('comentarios')
    .addColumn('nombre', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update comentarios set nombre = coalesce(
      (select u.nombre from users u where u.id = comentarios.user_id and u.nombre <> ''), username)`.execute(db);

  await db.schema
    .alterTable('temas')
    .addColumn('autor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('temas').addColumn('autor_nombre', 'text').execute();

  await db.schema.alterTable('audit_log').addColumn('nombre', 'text').execute();
  await sql`update audit_log set nombre = (select u.nombre from users u where u.id = audit_log.user_id)
      where user_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('nombre').execute();
  await db.schema.alterTable('temas').dropColumn('autor_nombre').execute();
  await db.schema.alterTable('temas').dropColumn('autor_id').execute();
  await db.schema.alterTable('comentarios').dropColumn('nombre').execute();
}
