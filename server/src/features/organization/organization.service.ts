import {
  ORG_MESSAGES,
  buildOrgTree,
  createsOrgCycle,
  flattenOrgTree,
  type Department,
  type OrgNode,
  type OrgNodeInput,
  type OrgPerson,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/sql.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { organizationRepository, type OrgNodeRow } from './organization.repository.js';

const FOLDER = 'organization';

export interface OrganizationDeps {
  db: Db;
  storage: LocalStorage;
}

/** A node as the API returns it. The phone is shown only in the admin view (spec §2), so only admins get it. */
export function presentNode(row: OrgNodeRow, isAdmin: boolean): OrgNode {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    department: row.department,
    parent_id: row.parent_id,
    email: row.email,
    phone: isAdmin ? row.phone : null,
    description: row.description,
    image: row.image,
  };
}

export async function listNodes(db: Db, isAdmin: boolean, department?: Department | null): Promise<OrgNode[]> {
  return (await organizationRepository.list(db, department)).map((r) => presentNode(r, isAdmin));
}

/** The tree-style dropdown: every node in depth-first order with its depth. */
export async function listPeople(db: Db): Promise<OrgPerson[]> {
  const rows = await organizationRepository.list(db);
  return flattenOrgTree(buildOrgTree(rows)).map(({ node, depth }) => ({
    id: node.id,
    name: node.name,
    role: node.role,
    department: node.department,
    parent_id: node.parent_id,
    depth,
  }));
}

/** 400 when the parent does not exist or would make `id` its own ancestor. */
async function checkParent(db: Db, id: number | null, parentId: number | null) {
  if (parentId == null) return;
  const parents = await organizationRepository.parentMap(db);
  if (!parents.has(parentId)) throw badRequest(ORG_MESSAGES.parentNotFound, { parent_id: ORG_MESSAGES.parentNotFound });
  if (id != null && createsOrgCycle(parents, id, parentId)) {
    throw badRequest(ORG_MESSAGES.cycle, { parent_id: ORG_MESSAGES.cycle });
  }
}

export async function createNode(
  { db, storage }: OrganizationDeps,
  input: OrgNodeInput,
  image?: UploadedFile,
): Promise<OrgNode> {
  await checkParent(db, null, input.parent_id);
  const { id } = await saveWithUploads(storage, { folder: FOLDER, files: { image } }, (stored) =>
    db.transaction().execute(async (trx) => {
      await checkParent(trx, null, input.parent_id);
      const now = nowIso();
      const path = stored.image ?? null;
      const id = await organizationRepository.insert(trx, {
        name: input.name,
        role: input.role,
        department: input.department,
        parent_id: input.parent_id,
        email: input.email,
        phone: input.phone,
        description: input.description,
        image: path,
        created_at: now,
        updated_at: now,
      });
      return { id, image: path };
    }),
  );
  const row = await organizationRepository.findById(db, id);
  return presentNode(row!, true);
}

/** Replaces a node's fields. A parent that creates a cycle answers 400 and changes nothing. */
export async function updateNode(
  { db, storage }: OrganizationDeps,
  id: number,
  input: OrgNodeInput,
  image?: UploadedFile,
): Promise<OrgNode> {
  const before = await organizationRepository.findById(db, id);
  if (!before) throw notFound(ORG_MESSAGES.notFound);
  await checkParent(db, id, input.parent_id);
  await saveWithUploads(storage, { folder: FOLDER, files: { image }, before: { image: before.image } }, (stored) =>
    db.transaction().execute(async (trx) => {
      if (!(await organizationRepository.findById(trx, id))) throw notFound(ORG_MESSAGES.notFound);
      await checkParent(trx, id, input.parent_id);
      const path = stored.image ?? (input.remove_image ? null : before.image);
      await organizationRepository.update(trx, id, {
        name: input.name,
        role: input.role,
        department: input.department,
        parent_id: input.parent_id,
        email: input.email,
        phone: input.phone,
        description: input.description,
        image: path,
        updated_at: nowIso(),
      });
      return { image: path };
    }),
  );
  const row = await organizationRepository.findById(db, id);
  return presentNode(row!, true);
}

/** Deletes a node; its children move up to its parent (or become roots). */
export async function deleteNode({ db, storage }: OrganizationDeps, id: number): Promise<void> {
  const node = await db.transaction().execute(async (trx) => {
    const row = await organizationRepository.findById(trx, id);
    if (!row) throw notFound(ORG_MESSAGES.notFound);
    await organizationRepository.reparentChildren(trx, id, row.parent_id, nowIso());
    await organizationRepository.delete(trx, id);
    return row;
  });
  await storage.remove(node.image);
}
