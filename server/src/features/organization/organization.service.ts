import {
  ORG_MESSAGES,
  buildOrgTree,
  createsOrgCycle,
  flattenOrgTree,
  type Department,
  type OrgNode,
  type OrgBuildPlan,
  type OrgNodeInput,
  type OrgPerson,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/sql.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { organizationRepository, type OrgNodeView } from './organization.repository.js';

const FOLDER = 'organization';

export interface OrganizationDeps {
  db: Db;
  storage: LocalStorage;
}

/**
 * A node as the API returns it. The phone is shown only in the admin view, so only admins get it.
 * A node linked to an active person shows that person's current name, position, e-mail, phone and photo
 *; its own fields stay as typed and show again if the person is deactivated or deleted.
 */
export function presentNode(row: OrgNodeView, isAdmin: boolean): OrgNode {
  const linked = row.user_id != null && row.u_nombre != null;
  const phone = linked ? (row.u_telefono ?? row.phone) : row.phone;
  return {
    id: row.id,
    name: linked ? row.u_nombre! : row.name,
    role: linked ? row.u_puesto || row.role : row.role,
    department: row.department,
    parent_id: row.parent_id,
    email: linked ? (row.u_correo ?? row.email) : row.email,
    phone: isAdmin ? phone : null,
    description: row.description,
    image: linked ? (row.u_imagen ?? row.image) : row.image,
    user_id: row.user_id,
  };
}

async function viewOf(db: Db, id: number): Promise<OrgNode> {
  const row = await organizationRepository.findView(db, id);
  if (!row) throw notFound(ORG_MESSAGES.notFound);
  return presentNode(row, true);
}

export async function listNodes(db: Db, isAdmin: boolean, department?: Department | null): Promise<OrgNode[]> {
  return (await organizationRepository.list(db, department)).map((r) => presentNode(r, isAdmin));
}

/** The tree-style dropdown: every node in depth-first order with its depth. */
export async function listPeople(db: Db): Promise<OrgPerson[]> {
  const rows = (await organizationRepository.list(db)).map((r) => presentNode(r, false));
  return flattenOrgTree(buildOrgTree(rows)).map(({ node, depth }) => ({
    id: node.id,
    name: node.name,
    role: node.role,
    department: node.department,
    parent_id: node.parent_id,
    depth,
  }));
}

/** 400 when the linked person is unknown, inactive or already has another node. */
async function checkUser(db: Db, id: number | null, userId: number | null) {
  if (userId == null) return;
  if (!(await organizationRepository.isActiveUser(db, userId))) {
    throw badRequest(ORG_MESSAGES.userNotFound, { user_id: ORG_MESSAGES.userNotFound });
  }
  if (await organizationRepository.linkedNode(db, userId, id)) {
    throw badRequest(ORG_MESSAGES.userTaken, { user_id: ORG_MESSAGES.userTaken });
  }
}

/** A second node for the same person written at the same moment hits the unique index: the same 400. */
async function linkingOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(ORG_MESSAGES.userTaken, { user_id: ORG_MESSAGES.userTaken });
    throw err;
  }
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

/** A node's columns from the form and the picture it keeps. */
const columnsOf = (input: OrgNodeInput, image: string | null) => ({
  name: input.name,
  role: input.role,
  department: input.department,
  parent_id: input.parent_id,
  email: input.email,
  phone: input.phone,
  description: input.description,
  image,
  user_id: input.user_id,
});

export async function createNode(
  { db, storage }: OrganizationDeps,
  input: OrgNodeInput,
  image?: UploadedFile,
): Promise<OrgNode> {
  await checkParent(db, null, input.parent_id);
  await checkUser(db, null, input.user_id);
  const { id } = await saveWithUploads(storage, { folder: FOLDER, files: { image } }, (stored) =>
    linkingOnce(() =>
      db.transaction().execute(async (trx) => {
        await checkParent(trx, null, input.parent_id);
        await checkUser(trx, null, input.user_id);
        const now = nowIso();
        const path = stored.image ?? null;
        const id = await organizationRepository.insert(trx, {
          ...columnsOf(input, path),
          created_at: now,
          updated_at: now,
        });
        return { id, image: path };
      }),
    ),
  );
  return viewOf(db, id);
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
  await checkUser(db, id, input.user_id);
  await saveWithUploads(storage, { folder: FOLDER, files: { image }, before: { image: before.image } }, (stored) =>
    linkingOnce(() =>
      db.transaction().execute(async (trx) => {
        if (!(await organizationRepository.findById(trx, id))) throw notFound(ORG_MESSAGES.notFound);
        await checkParent(trx, id, input.parent_id);
        await checkUser(trx, id, input.user_id);
        const path = stored.image ?? (input.remove_image ? null : before.image);
        await organizationRepository.update(trx, id, { ...columnsOf(input, path), updated_at: nowIso() });
        return { image: path };
      }),
    ),
  );
  return viewOf(db, id);
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

/** A parent assignment of the plan: an existing node (id > 0) or a node to create (id = -user id). */
interface Assignment {
  id: number;
  parent: number | null;
}

/**
 * The chart built from the people's managers, computed on the current data: every active person
 * without a node gets one; a linked node goes under the node of its person's manager (a person without a
 * manager keeps the current place). Moves that would put a node under itself through nodes kept by hand are
 * left out and listed. Managers come first, so a whole new branch is created in one pass.
 */
async function planFromManagers(db: Db) {
  const people = await organizationRepository.buildPeople(db);
  const nodes = await organizationRepository.list(db);
  const personById = new Map(people.map((p) => [p.id, p]));
  const nodeOfUser = new Map<number, OrgNodeView>();
  for (const n of [...nodes].sort((a, b) => a.id - b.id)) {
    if (n.user_id != null && personById.has(n.user_id) && !nodeOfUser.has(n.user_id)) nodeOfUser.set(n.user_id, n);
  }
  const nameOf = new Map<number, string>(nodes.map((n) => [n.id, presentNode(n, false).name]));
  for (const p of people) if (!nodeOfUser.has(p.id)) nameOf.set(-p.id, p.nombre);
  const slot = (userId: number) => nodeOfUser.get(userId)?.id ?? -userId;

  // Depth of each person in the manager tree (managers first); the manager relation has no cycles.
  const depth = new Map<number, number>();
  const depthOf = (id: number): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    const seen = new Set<number>();
    let d = 0;
    for (let m = personById.get(id)?.jefatura_id; m != null && personById.has(m) && !seen.has(m); d++) {
      seen.add(m);
      m = personById.get(m)!.jefatura_id;
    }
    depth.set(id, d);
    return d;
  };
  const ordered = [...people].sort((a, b) => depthOf(a.id) - depthOf(b.id) || a.id - b.id);

  const parentOf = new Map<number, number | null>(nodes.map((n) => [n.id, n.parent_id]));
  for (const p of people) if (!nodeOfUser.has(p.id)) parentOf.set(-p.id, null);
  const plan: OrgBuildPlan = { crear: [], mover: [], omitidos: [], sin_cambios: 0 };
  const assignments: Assignment[] = [];
  for (const p of ordered) {
    const id = slot(p.id);
    const manager = p.jefatura_id != null && personById.has(p.jefatura_id) ? slot(p.jefatura_id) : undefined;
    const current = parentOf.get(id) ?? null;
    const wanted = manager ?? current;
    const blocked = wanted !== current && createsOrgCycle(parentOf, id, wanted);
    const parent = blocked ? current : wanted;
    if (blocked) plan.omitidos.push({ nodo_id: id, nombre: nameOf.get(id)! });
    if (id < 0) {
      plan.crear.push({
        user_id: p.id,
        nombre: p.nombre,
        cargo: p.puesto || SIN_CARGO,
        superior: parent == null ? null : nameOf.get(parent)!,
      });
    } else if (parent !== current) {
      plan.mover.push({
        nodo_id: id,
        nombre: nameOf.get(id)!,
        desde: current == null ? null : (nameOf.get(current) ?? null),
        hacia: parent == null ? null : nameOf.get(parent)!,
      });
    } else if (!blocked) plan.sin_cambios++;
    parentOf.set(id, parent);
    if (id < 0 || parent !== current) assignments.push({ id, parent });
  }
  return { plan, assignments, people: personById };
}

/** The role of a created node whose person has no position yet (the node form requires one). */
const SIN_CARGO = 'Sin cargo';

/** `GET /api/organization/desde-jefaturas`: what applying would change, nothing written. */
export async function previewFromManagers(db: Db): Promise<OrgBuildPlan> {
  return (await planFromManagers(db)).plan;
}

/**
 * `POST /api/organization/desde-jefaturas`: computes the plan again on the data of the moment and applies it in
 * one transaction. Two admins applying at once: the unique link per person makes the second one fail whole (409).
 */
export async function applyFromManagers(db: Db): Promise<OrgBuildPlan> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { plan, assignments, people } = await planFromManagers(trx);
      const now = nowIso();
      const real = new Map<number, number>();
      for (const a of assignments) {
        if (a.id > 0) continue;
        const person = people.get(-a.id)!;
        const id = await organizationRepository.insert(trx, {
          name: person.nombre,
          role: person.puesto || SIN_CARGO,
          department: null,
          parent_id: null,
          email: null,
          phone: null,
          description: null,
          image: null,
          user_id: person.id,
          created_at: now,
          updated_at: now,
        });
        real.set(a.id, id);
      }
      const resolve = (id: number | null) => (id != null && id < 0 ? real.get(id)! : id);
      for (const a of assignments) {
        await organizationRepository.update(trx, resolve(a.id)!, { parent_id: resolve(a.parent), updated_at: now });
      }
      return plan;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ORG_MESSAGES.buildConflict);
    throw err;
  }
}
