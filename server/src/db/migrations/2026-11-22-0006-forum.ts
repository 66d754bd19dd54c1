import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('temas'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('imagen', 'text')
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('total_comentarios', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fecha_creacion', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('temas_activo').on('temas').columns(['activo', 'id']).execute();

  await withId(db, db.schema.createTable('comentarios'))
    .addColumn('tema_id', 'integer', (c) => c.notNull().references('temas.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('comentario', 'text', (c) => c.notNull())
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('fecha_edicion', 'text')
    .addColumn('reacciones_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Lists are "newest first within a topic", paged by id.
  await db.schema.createIndex('comentarios_tema_id').on('comentarios').columns(['tema_id', 'id desc']).execute();
  await db.schema.createIndex('comentarios_user_id').on('comentarios').column('user_id').execute();

  await withId(db, db.schema.createTable('reacciones'))
    .addColumn('comentario_id', 'integer', (c) => c.notNull().references('comentarios.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('fecha', 'text', (c) => c.notNull())
    // One reaction per person and comment, enforced by the database even when requests race.
    .addUniqueConstraint('reacciones_comentario_user', ['comentario_id', 'user_id'])
    .execute();
  await db.schema.createIndex('reacciones_user_id').on('reacciones').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reacciones').execute();
  await db.schema.dropTable('comentarios').execute();
  await db.schema.dropTable('temas').execute();
}
