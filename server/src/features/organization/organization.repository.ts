import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Department } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import type { OrganizationNodesTable } from './organization.table.js';

export type OrgNodeRow = Selectable<OrganizationNodesTable>;

/** A node with the current fields of its linked person (null when unlinked or the person is inactive). */
export type OrgNodeView = OrgNodeRow & {
  u_nombre: string | null;
  u_puesto: string | null;
  u_correo: string | null;
  u_telefono: string | null;
  u_imagen: string | null;
};

/** An active person for the chart built from managers. */
export interface OrgBuildPerson {
  id: number;
  nombre: string;
  puesto: string | null;
  jefatura_id: number | null;
}

/** Nodes with their linked person's current fields (only an active person counts as linked). */
function viewQuery(db: Db) {
  return db
    .selectFrom('organization_nodes')
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'organization_nodes.user_id').on('users.activo', '=', 1))
    .selectAll('organization_nodes')
    .select([
      sql<string | null>`nullif(users.nombre, '')`.as('u_nombre'),
      'users.puesto as u_puesto',
      'users.correo as u_correo',
      'users.telefono as u_telefono',
      'users.imagen_perfil as u_imagen',
    ]);
}

/** All SQL on `organization_nodes`. Every write also replaces the `organization` data version (cached answers). */
export const organizationRepository = {
  list(db: Db, department?: Department | null): Promise<OrgNodeView[]> {
    let q = viewQuery(db);
    if (department) q = q.where('organization_nodes.department', '=', department);
    return q.orderBy('organization_nodes.name').orderBy('organization_nodes.id').execute();
  },

  findView(db: Db, id: number): Promise<OrgNodeView | undefined> {
    return viewQuery(db).where('organization_nodes.id', '=', id).executeTakeFirst();
  },

  /** The node already linked to `userId` other than `exceptId`, if any. */
  linkedNode(db: Db, userId: number, exceptId: number | null) {
    return db
      .selectFrom('organization_nodes')
      .select(['id'])
      .where('user_id', '=', userId)
      .$if(exceptId != null, (q) => q.where('id', '<>', exceptId!))
      .executeTakeFirst();
  },

  /** True when `userId` is an active user (a node may be linked only to one). */
  async isActiveUser(db: Db, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('activo', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Active people (service accounts aside) with their managers, for the chart built from managers. */
  buildPeople(db: Db): Promise<OrgBuildPerson[]> {
    return db
      .selectFrom('users')
      .select([sql<string>`coalesce(nullif(nombre, ''), username)`.as('nombre'), 'id', 'puesto', 'jefatura_id'])
      .where('activo', '=', 1)
      .where('cuenta_servicio', '=', 0)
      .orderBy('id')
      .execute();
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
