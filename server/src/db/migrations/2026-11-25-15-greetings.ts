import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * 'Saludar': `saludos` holds the short greetings people send from the birthdays carousel.
 * Only the recipient reads them. `dia` is the Santiago calendar day it was sent: one greeting per sender
 * and recipient per day is a unique constraint (so racing requests cannot both pass), the per-sender
 * daily cap is counted on (`de_id`, `dia`). A user's greetings go with the user.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('saludos'))
    .addColumn('de_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('para_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mensaje', 'text', (c) => c.notNull())
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('enviado', 'text', (c) => c.notNull())
    .addColumn('leido', 'text')
    .addUniqueConstraint('saludos_de_para_dia', ['de_id', 'para_id', 'dia'])
    .execute();
  await db.schema.createIndex('saludos_para').on('saludos').columns(['para_id', 'id']).execute();
  await db.schema.createIndex('saludos_de_dia').on('saludos').columns(['de_id', 'dia']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saludos').execute();
}
