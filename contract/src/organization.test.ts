import { describe, expect, it } from 'vitest';
import { buildOrgTree, createsOrgCycle, findOrgSubtree, flattenOrgTree, orgNodeInputSchema } from './organization.js';

const nodes = [
  { id: 1, name: 'Raíz', parent_id: null },
  { id: 2, name: 'Zoe', parent_id: 1 },
  { id: 3, name: 'Ana', parent_id: 1 },
  { id: 4, name: 'Beto', parent_id: 3 },
  { id: 5, name: 'Huérfano', parent_id: 99 },
];

describe('organization tree helpers', () => {
  it('builds a forest with siblings by name; a node whose parent is missing becomes a root', () => {
    const forest = buildOrgTree(nodes);
    expect(forest.map((t) => t.node.name)).toEqual(['Huérfano', 'Raíz']);
    expect(flattenOrgTree(forest).map(({ node, depth }) => `${depth}:${node.name}`)).toEqual([
      '0:Huérfano',
      '0:Raíz',
      '1:Ana',
      '2:Beto',
      '1:Zoe',
    ]);
    expect(findOrgSubtree(forest, 3)?.children.map((c) => c.node.id)).toEqual([4]);
    expect(findOrgSubtree(forest, 42)).toBeNull();
  });

  it('detects a parent that would make a node its own ancestor', () => {
    const parents = new Map(nodes.map((n) => [n.id, n.parent_id]));
    expect(createsOrgCycle(parents, 1, 4)).toBe(true);
    expect(createsOrgCycle(parents, 3, 3)).toBe(true);
    expect(createsOrgCycle(parents, 2, 4)).toBe(false);
    expect(createsOrgCycle(parents, 4, null)).toBe(false);
  });

  it('validates the node form: name and role required, the four departments, parent id', () => {
    const ok = orgNodeInputSchema.safeParse({ name: ' A ', role: 'B', department: 'Finanzas', parent_id: '7' });
    expect(ok.success && ok.data).toMatchObject({ name: 'A', department: 'Finanzas', parent_id: 7, email: null });
    const bad = orgNodeInputSchema.safeParse({ name: '', role: '', department: 'Ventas', parent_id: '-1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['department', 'name', 'parent_id', 'role']);
  });
});
