import { sql, type Kysely } from 'kysely';

/**
 * The forum page: a comment may answer a top-level comment of the same topic
 * (`respuesta_a`, one level only; deleting the answered comment keeps its replies as top-level ones), and
 * each topic keeps the time of its last comment (`ultima_actividad`) so the topic list needs no scan.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('comentarios')
    .addColumn('respuesta_a', 'integer', (c) => c.references('comentarios.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('comentarios_respuesta_a').on('comentarios').column('respuesta_a').execute();
  await db.schema.alterTable('temas').addColumn('ultima_actividad', 'text').execute();
  await sql`update temas set ultima_actividad = (select max(c.fecha) from comentarios c where c.tema_id = temas.id)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('temas').dropColumn('ultima_actividad').execute();
  await db.schema.dropIndex('comentarios_respuesta_a').execute();
  await db.schema.alterTable('comentarios').dropColumn('respuesta_a').execute();
}
