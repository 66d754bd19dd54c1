import type { Kysely } from 'kysely';

/**
 * Offline forum comments: the client sends each comment with a random key (`clave_envio`, a UUID)
 * and sends it again until it gets an answer. One comment per user and key: a repeat finds the first row
 * instead of adding another. Comments posted without a key (NULL) are not constrained (NULLs are distinct on
 * both engines).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comentarios').addColumn('clave_envio', 'text').execute();
  await db.schema
    .createIndex('comentarios_clave_envio')
    .on('comentarios')
    .columns(['user_id', 'clave_envio'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comentarios_clave_envio').execute();
  await db.schema.alterTable('comentarios').dropColumn('clave_envio').execute();
}
