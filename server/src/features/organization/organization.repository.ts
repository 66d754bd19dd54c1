import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Department } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import type { OrganizationNodesTable } from './organization.table.js';

export type OrgNodeRow = Selectable<OrganizationNodesTable>;

/** All SQL on `organization_nodes`. Every write also replaces the `organization` data version (cached answers). */
export const organizationRepository = {
  list(db: Db, department?: Department | null): Promise<OrgNodeRow[]> {
    let q = db.selectFrom('organization_nodes').selectAll();
    if (department) q = q.where('department', '=', department);
    return q.orderBy('name').orderBy('id').execute();
  },

  findById(db: Db, id: number): Promise<OrgNodeRow | undefined> {
    return db.selectFrom('organization_nodes').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** id → parent_id of every node, for the cycle check. */
  async parentMap(db: Db): Promise<Map<number, number | null>> {
    const rows = await db.selectFrom('organization_nodes').select(['id', 'parent_id']).execute();
    return new Map(rows.map((r) => [r.id, r.parent_id]));
  },

  async insert(db: Db, row: Insertable<OrganizationNodesTable>): Promise<number> {
    const { id } = await db.insertInto('organization_nodes').values(row).returning('id').executeTakeFirstOrThrow();
    await bumpDataVersion(db, 'organization');
    return id;
  },

  async update(db: Db, id: number, patch: Updateable<OrganizationNodesTable>): Promise<void> {
    await db.updateTable('organization_nodes').set(patch).where('id', '=', id).execute();
    await bumpDataVersion(db, 'organization');
  },

  /** Moves the children of `id` to `newParent` (used before deleting `id`). */
  async reparentChildren(db: Db, id: number, newParent: number | null, now: string): Promise<void> {
    await db
      .updateTable('organization_nodes')
      .set({ parent_id: newParent, updated_at: now })
      .where('parent_id', '=', id)
      .execute();
    await bumpDataVersion(db, 'organization');
  },

  async delete(db: Db, id: number): Promise<void> {
    await db.deleteFrom('organization_nodes').where('id', '=', id).execute();
    await bumpDataVersion(db, 'organization');
  },
};
