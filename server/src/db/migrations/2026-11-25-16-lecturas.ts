import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/** The chain's starting point: the `hash_anterior` of the first evidence row. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Mandatory reading.
 * - `lecturas`: an item (document or news) assigned to an audience (JSON arrays of areas, branch ids and
 *   user ids, or everyone) with a due date; resolved against the users table whenever it is read.
 * - `lectura_aperturas`: who opened which version of which item (recorded when the PDF or the article is
 *   fetched); confirming needs one for the current version.
 * - `lectura_evidencias`: the evidence, one row per person, assignment and version, with a hash of its content
 *   and of the previous row. No foreign keys: evidence survives the deletion of people and items.
 * - `evidencia_cadena`: one row, the chain's head; appends lock it so the chain stays linear.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('lecturas'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('todos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('areas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sucursales', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('personas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('fecha_limite', 'text', (c) => c.notNull())
    .addColumn('cerrada_at', 'text')
    .addColumn('creado_por', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lecturas_item').on('lecturas').columns(['tipo', 'item_id']).execute();
  await db.schema.createIndex('lecturas_abiertas').on('lecturas').columns(['cerrada_at', 'fecha_limite']).execute();

  await db.schema
    .createTable('lectura_aperturas')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('abierto_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lectura_aperturas_pk', ['user_id', 'tipo', 'item_id', 'version'])
    .execute();

  await withId(db, db.schema.createTable('lectura_evidencias'))
    .addColumn('lectura_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('persona', 'text', (c) => c.notNull())
    .addColumn('rut', 'text')
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('confirmado_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('navegador', 'text')
    .addColumn('hash_anterior', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addUniqueConstraint('lectura_evidencias_una', ['lectura_id', 'user_id', 'version'])
    .execute();
  await db.schema
    .createIndex('lectura_evidencias_item')
    .on('lectura_evidencias')
    .columns(['tipo', 'item_id'])
    .execute();
  await db.schema.createIndex('lectura_evidencias_user').on('lectura_evidencias').columns(['user_id']).execute();

  await db.schema
    .createTable('evidencia_cadena')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('cabeza', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('evidencia_cadena').values({ id: 1, cabeza: GENESIS_HASH, total: 0 }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('evidencia_cadena').execute();
  await db.schema.dropTable('lectura_evidencias').execute();
  await db.schema.dropTable('lectura_aperturas').execute();
  await db.schema.dropTable('lecturas').execute();
}
