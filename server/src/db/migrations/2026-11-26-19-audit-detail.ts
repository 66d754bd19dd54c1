import type { Kysely } from 'kysely';

/**
 * The audit log in plain Spanish: what an admin write touched, by name ('creó la noticia
 * «Turnos de diciembre»'), read from the answer when it was recorded. Null for older rows and for deletions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('detalle', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('detalle').execute();
}
