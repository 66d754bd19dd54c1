import type { Kysely } from 'kysely';

/**
 * Audiences and scheduling of news and announcements.
 * - `audiencia_areas`, `audiencia_sucursales`: the areas and branch ids the item is for, each wrapped in
 *   `|` (`|Operaciones|Finanzas|`, `|1|3|`) so a reader's area or branch is found with one substring test on
 *   both engines; '' = no restriction.
 * - `publicar_at`, `despublicar_at`: ISO-8601 UTC; null = no limit. Read-time filters, no job.
 * Views of a news item ('Visto por N de M') are the `lectura_aperturas` rows its detail GET already records
 * (one per person and item, first open kept).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['news', 'announcements']) {
    await db.schema
      .alterTable(table)
      .addColumn('audiencia_areas', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('audiencia_sucursales', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable(table).addColumn('publicar_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('despublicar_at', 'text').execute();
  }
  await db.schema.createIndex('lectura_aperturas_item').on('lectura_aperturas').columns(['tipo', 'item_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lectura_aperturas_item').execute();
  for (const table of ['news', 'announcements']) {
    for (const column of ['despublicar_at', 'publicar_at', 'audiencia_sucursales', 'audiencia_areas']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
