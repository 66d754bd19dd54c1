import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import {
  buildOrgTree,
  findOrgSubtree,
  flattenOrgTree,
  ORG_MESSAGES,
  type OrgNode,
  type OrgPerson,
  type OrgTreeNode,
} from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { useOrgNodes } from '../api';
import { OrgPersonModal } from './org-person-modal';
import { OrgTree } from './org-tree';

const INDENT = '\u00A0\u00A0\u00A0';

/** Up to this many people the chart opens fully expanded; bigger ones open two levels deep. */
export const FULLY_OPEN_LIMIT = 60;

function countNodes(roots: OrgTreeNode<OrgNode>[]): number {
  let n = 0;
  const stack = [...roots];
  while (stack.length) {
    const t = stack.pop()!;
    n++;
    stack.push(...t.children);
  }
  return n;
}

/** A tree-style option label: indentation by depth, then name and role. */
export function personOptionLabel(p: Pick<OrgPerson, 'name' | 'role' | 'depth'>): string {
  return `${INDENT.repeat(p.depth)}${p.depth ? '└ ' : ''}${p.name} — ${p.role}`;
}

/**
 * /organization: the tree-style people dropdown; choosing a person shows that person and
 * everyone below them. 'Ver' opens the person's card.
 */
export function OrgChart({ showPhone }: { showPhone: boolean }) {
  const nodes = useOrgNodes();
  // ?nodo={id} opens the chart on one person (the person page links here); the choice stays in the URL.
  const [params, setParams] = useSearchParams();
  const nodo = Number(params.get('nodo'));
  const selected = Number.isInteger(nodo) && nodo > 0 ? nodo : null;
  const setSelected = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('nodo');
        else next.set('nodo', String(id));
        return next;
      },
      { replace: true },
    );
  const [viewing, setViewing] = useState<OrgNode | null>(null);
  const [expandSignal, setExpandSignal] = useState(0);

  const forest = useMemo(() => buildOrgTree(nodes.data ?? []), [nodes.data]);
  // The dropdown is the same tree in depth-first order: derived here, so the page makes one call.
  const people = useMemo(() => flattenOrgTree(forest).map(({ node, depth }) => ({ ...node, depth })), [forest]);
  const shown = useMemo(() => {
    if (selected === null) return forest;
    const sub = findOrgSubtree(forest, selected);
    return sub ? [sub] : forest;
  }, [forest, selected]);
  // Small charts open completely; a big one opens two levels deep, so it appears at once.
  const openDepth = useMemo(() => (countNodes(shown) <= FULLY_OPEN_LIMIT ? Infinity : 2), [shown]);

  if (nodes.isPending) return <PageSpinner />;
  if (nodes.isError) return <ErrorAlert error={nodes.error} onRetry={() => void nodes.refetch()} />;

  return (
    <>
      <Form.Group controlId="org-persona" className="mb-4 org-person-select">
        <Form.Label className="fw-semibold">Persona</Form.Label>
        <Form.Select
          value={selected ?? ''}
          onChange={(e) => {
            setSelected(e.target.value ? Number(e.target.value) : null);
            setExpandSignal(0);
          }}
          aria-describedby="org-persona-help"
        >
          <option value="">Todo el organigrama</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {personOptionLabel(p)}
            </option>
          ))}
        </Form.Select>
        <Form.Text id="org-persona-help">Elija una persona para ver su equipo.</Form.Text>
      </Form.Group>
      {forest.length === 0 ? (
        <p className="text-body-secondary">{ORG_MESSAGES.empty}</p>
      ) : (
        <>
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Button size="sm" variant="outline-primary" onClick={() => setExpandSignal((v) => Math.abs(v) + 1)}>
              Expandir todo
            </Button>
            <Button size="sm" variant="outline-primary" onClick={() => setExpandSignal((v) => -Math.abs(v) - 1)}>
              Contraer todo
            </Button>
          </div>
          <OrgTree
            key={selected ?? 'todo'}
            roots={shown}
            onView={setViewing}
            collapsible
            openDepth={openDepth}
            expandSignal={expandSignal}
            label="Organigrama"
          />
        </>
      )}
      <OrgPersonModal node={viewing} showPhone={showPhone} onHide={() => setViewing(null)} />
    </>
  );
}
