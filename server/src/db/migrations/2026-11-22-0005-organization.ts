import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/** Organization chart nodes. Deleting a node is done by the service: children move up first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('organization_nodes'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('department', 'text')
    .addColumn('parent_id', 'integer', (c) => c.references('organization_nodes.id'))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('organization_nodes_parent_id').on('organization_nodes').column('parent_id').execute();
  await db.schema.createIndex('organization_nodes_department').on('organization_nodes').column('department').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('organization_nodes').execute();
}
