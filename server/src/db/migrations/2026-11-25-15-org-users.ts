import type { Kysely } from 'kysely';

/**
 * Org chart nodes linked to people: `organization_nodes.user_id` names the user a node
 * stands for (then the chart shows that user's current name, photo, position and contact). Null keeps
 * the node as the spec describes it; deleting the user unlinks the node.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('organization_nodes')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('organization_nodes_user').on('organization_nodes').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('organization_nodes_user').execute();
  await db.schema.alterTable('organization_nodes').dropColumn('user_id').execute();
}
