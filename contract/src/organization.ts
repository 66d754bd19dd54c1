// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { outText, safeString } from './validation.js';
import { DEPARTMENTS, type Department } from './constants.js';
import { optionalEmailField, optionalPhoneField } from './users.js';

/** Spanish texts of /organization and /admin-organization. */
export const ORG_MESSAGES = {
  adminTitle: 'Gestión del Árbol Organizacional',
  confirmDelete: '¿Estás seguro de que deseas eliminar este nodo?',
  noPhone: 'No disponible',
  notFound: 'Nodo no encontrado.',
  parentNotFound: 'El nodo superior no existe.',
  cycle: 'Un nodo no puede quedar bajo sí mismo ni bajo uno de sus subordinados.',
  created: 'Nodo creado exitosamente',
  updated: 'Nodo actualizado exitosamente',
  deleted: 'Nodo eliminado exitosamente',
  empty: 'No hay nodos en el organigrama.',
  userNotFound: 'La persona vinculada no existe o está inactiva.',
  userTaken: 'Esa persona ya tiene un nodo en el organigrama.',
  buildTitle: 'Construir desde jefaturas',
  buildNothing: 'El organigrama ya sigue las jefaturas: no hay cambios.',
  buildApplied: 'Organigrama actualizado desde las jefaturas',
  buildConflict: 'Otra persona cambió el organigrama al mismo tiempo. Revise la vista previa y vuelva a aplicar.',
} as const;

const departmentMessage = `El departamento debe ser uno de: ${DEPARTMENTS.join(', ')}.`;

/** An optional department among the four; empty becomes null. */
export const departmentField = safeString({ error: departmentMessage })
  .trim()
  .refine((v) => v === '' || (DEPARTMENTS as readonly string[]).includes(v), departmentMessage)
  .nullish()
  .transform((v) => (v ? (v as Department) : null));

/** Query of `GET /api/organization/nodes`. */
export const orgNodesQuerySchema = z.object({ department: departmentField });

const parentMessage = 'El nodo superior no es válido.';

/** Multipart `POST/PUT /api/organization/nodes`; the picture is the file field `image`. */
export const orgNodeInputSchema = z.object({
  name: safeString({ error: 'Ingrese el nombre.' })
    .trim()
    .min(1, 'Ingrese el nombre.')
    .max(120, 'Máximo 120 caracteres.'),
  role: safeString({ error: 'Ingrese el cargo.' })
    .trim()
    .min(1, 'Ingrese el cargo.')
    .max(120, 'Máximo 120 caracteres.'),
  department: departmentField,
  parent_id: safeString({ error: parentMessage })
    .trim()
    .refine((v) => v === '' || v === 'null' || /^[1-9]\d{0,9}$/.test(v), parentMessage)
    .nullish()
    .transform((v) => (v && v !== 'null' ? Number(v) : null)),
  email: optionalEmailField('Ingrese un correo electrónico válido.'),
  phone: optionalPhoneField,
  description: safeString()
    .trim()
    .max(2000, 'Máximo 2000 caracteres.')
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * The person this node stands for: the chart then shows that user's current name, position,
   * e-mail, phone and photo. Empty or absent leaves the node unlinked (kept by hand, as the spec describes).
   */
  user_id: safeString({ error: 'La persona vinculada no es válida.' })
    .trim()
    .refine((v) => v === '' || v === 'null' || /^[1-9]\d{0,9}$/.test(v), 'La persona vinculada no es válida.')
    .nullish()
    .transform((v) => (v && v !== 'null' ? Number(v) : null)),
  /** 'true' removes the current picture without sending a new one. */
  remove_image: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type OrgNodeInput = z.infer<typeof orgNodeInputSchema>;

/**
 * An organization chart node. `phone` is null for non-admins (shown only in the admin view).
 * `user_id`: the linked person, whose current name, position, e-mail, phone and photo are shown.
 */
export const orgNodeSchema = z.object({
  id: z.number(),
  name: outText(),
  role: outText(),
  department: z.enum(DEPARTMENTS).nullable(),
  parent_id: z.number().nullable(),
  email: outText().nullable(),
  phone: outText().nullable(),
  description: outText().nullable(),
  image: outText().nullable(),
  user_id: z.number().nullable(),
});
export type OrgNode = z.infer<typeof orgNodeSchema>;

/** A line of the tree-style people dropdown (`GET /api/organization/all_people`), in tree order. */
export const orgPersonSchema = z.object({
  id: z.number(),
  name: outText(),
  role: outText(),
  department: z.enum(DEPARTMENTS).nullable(),
  parent_id: z.number().nullable(),
  depth: z.number(),
});
export type OrgPerson = z.infer<typeof orgPersonSchema>;

/**
 * `GET /api/organization/desde-jefaturas` (preview) and `POST` (apply): the chart built from the people's
 * managers. Every active person (service accounts aside) gets a linked node; a linked node goes
 * under its person's manager's node. Unlinked nodes are never touched.
 */
export const orgBuildPlanSchema = z.object({
  crear: z.array(
    z.object({ user_id: z.number(), nombre: outText(), cargo: outText(), superior: outText().nullable() }),
  ),
  mover: z.array(
    z.object({ nodo_id: z.number(), nombre: outText(), desde: outText().nullable(), hacia: outText().nullable() }),
  ),
  /** Moves left out because they would put a node under itself (through nodes kept by hand). */
  omitidos: z.array(z.object({ nodo_id: z.number(), nombre: outText() })),
  sin_cambios: z.number(),
});
export type OrgBuildPlan = z.infer<typeof orgBuildPlanSchema>;

export interface OrgTreeNode<T extends { id: number; parent_id: number | null }> {
  node: T;
  children: OrgTreeNode<T>[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

/**
 * Builds the forest from a flat list in O(n). A node whose parent is missing from the list (filtered
 * out by department, say) becomes a root, so nothing disappears. Siblings are sorted by name.
 */
export function buildOrgTree<T extends { id: number; parent_id: number | null; name: string }>(
  nodes: readonly T[],
): OrgTreeNode<T>[] {
  const map = new Map<number, OrgTreeNode<T>>();
  for (const n of nodes) map.set(n.id, { node: n, children: [] });
  const roots: OrgTreeNode<T>[] = [];
  for (const t of map.values()) {
    const parent = t.node.parent_id == null ? undefined : map.get(t.node.parent_id);
    if (parent && parent !== t) parent.children.push(t);
    else roots.push(t);
  }
  const sort = (list: OrgTreeNode<T>[]) => {
    list.sort((a, b) => byName(a.node, b.node));
  };
  sort(roots);
  for (const t of map.values()) sort(t.children);
  return roots;
}

/** Depth-first order with depth (for the tree-style dropdown); iterative so deep trees are fine. */
export function flattenOrgTree<T extends { id: number; parent_id: number | null; name: string }>(
  roots: OrgTreeNode<T>[],
): { node: T; depth: number }[] {
  const out: { node: T; depth: number }[] = [];
  const stack: { t: OrgTreeNode<T>; depth: number }[] = roots.map((t) => ({ t, depth: 0 })).reverse();
  while (stack.length) {
    const { t, depth } = stack.pop()!;
    out.push({ node: t.node, depth });
    for (let i = t.children.length - 1; i >= 0; i--) stack.push({ t: t.children[i]!, depth: depth + 1 });
  }
  return out;
}

/** Finds a node's subtree in a forest (the organigram shows the chosen person and everyone below). */
export function findOrgSubtree<T extends { id: number; parent_id: number | null }>(
  roots: OrgTreeNode<T>[],
  id: number,
): OrgTreeNode<T> | null {
  const stack = [...roots];
  while (stack.length) {
    const t = stack.pop()!;
    if (t.node.id === id) return t;
    stack.push(...t.children);
  }
  return null;
}

/**
 * True when giving node `id` the parent `parentId` would make it its own ancestor. `parentOf` maps every
 * node id to its current parent id.
 */
export function createsOrgCycle(parentOf: ReadonlyMap<number, number | null>, id: number, parentId: number | null) {
  const seen = new Set<number>();
  for (let p = parentId; p != null; p = parentOf.get(p) ?? null) {
    if (p === id) return true;
    if (seen.has(p)) return true; // an existing loop: refuse rather than spin
    seen.add(p);
  }
  return false;
}
