import type { Kysely } from 'kysely';

/**
 * One org chart node per person: the index on `organization_nodes.user_id` becomes unique, so two
 * admins linking the same person (or building the chart from managers) at the same moment cannot make two
 * nodes for one person. Unlinked nodes (null) are not affected on either engine.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Earlier data could only link a node by hand in the database; keep the oldest link of a person.
  await db
    .updateTable('organization_nodes as n')
    .set({ user_id: null })
    .where('n.user_id', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('organization_nodes as o')
          .select('o.id')
          .whereRef('o.user_id', '=', 'n.user_id')
          .whereRef('o.id', '<', 'n.id'),
      ),
    )
    .execute();
  await db.schema.dropIndex('organization_nodes_user').execute();
  await db.schema.createIndex('organization_nodes_user').unique().on('organization_nodes').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('organization_nodes_user').execute();
  await db.schema.createIndex('organization_nodes_user').on('organization_nodes').column('user_id').execute();
}
