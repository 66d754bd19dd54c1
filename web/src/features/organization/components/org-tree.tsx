import { memo, useState } from 'react';
import type { OrgNode, OrgTreeNode } from '@intranet/contract';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { storedImageUrl } from '../../../lib/stored-image';
import '../organization.css';

interface TreeProps {
  roots: OrgTreeNode<OrgNode>[];
  onView: (node: OrgNode) => void;
  /** Collapsible nodes (the admin tree): a click on a person expands or collapses their team. */
  collapsible?: boolean;
  /** Depth down to which collapsible nodes start open. */
  openDepth?: number;
  /** Bumped to expand (positive) or collapse (negative) every node at once. */
  expandSignal?: number;
  label: string;
}

/** The chart as nested lists with connector lines; every person has a 'Ver' button. */
export function OrgTree({ roots, onView, collapsible = false, openDepth = 1, expandSignal = 0, label }: TreeProps) {
  return (
    <ul className="org-tree" aria-label={label}>
      {roots.map((t) => (
        <OrgBranch
          key={`${t.node.id}-${expandSignal}`}
          tree={t}
          depth={0}
          onView={onView}
          collapsible={collapsible}
          openDepth={openDepth}
          expandSignal={expandSignal}
        />
      ))}
    </ul>
  );
}

interface BranchProps {
  tree: OrgTreeNode<OrgNode>;
  depth: number;
  onView: (node: OrgNode) => void;
  collapsible: boolean;
  openDepth: number;
  expandSignal: number;
}

const OrgBranch = memo(function OrgBranch({ tree, depth, onView, collapsible, openDepth, expandSignal }: BranchProps) {
  const initiallyOpen = !collapsible || expandSignal > 0 || (expandSignal === 0 && depth < openDepth);
  const [open, setOpen] = useState(initiallyOpen);
  const { node, children } = tree;
  const hasChildren = children.length > 0;
  const childId = `org-children-${node.id}`;

  const person = (
    <>
      <ImageWithFallback
        src={storedImageUrl(node.image, true)}
        fallbackSrc={PLACEHOLDER_AVATAR}
        alt=""
        width={44}
        height={44}
        className="rounded-circle object-fit-cover flex-shrink-0"
      />
      <span className="org-card-text">
        <span className="org-card-name">{node.name}</span>
        <span className="org-card-role">{node.role}</span>
      </span>
    </>
  );

  return (
    <li>
      <div className="org-card">
        {collapsible && hasChildren ? (
          <button
            type="button"
            className="org-card-toggle"
            aria-expanded={open}
            aria-controls={childId}
            onClick={() => setOpen((o) => !o)}
          >
            <i className={`bi ${open ? 'bi-chevron-down' : 'bi-chevron-right'} org-chevron`} aria-hidden="true" />
            {person}
            <span className="visually-hidden">{open ? ' (contraer equipo)' : ' (expandir equipo)'}</span>
          </button>
        ) : (
          <div className="org-card-static">
            {collapsible && <span className="org-chevron-space" aria-hidden="true" />}
            {person}
          </div>
        )}
        <div className="org-card-aside">
          {/* Plain elements rather than Badge/Button components: the chart may hold thousands of cards. */}
          {node.department && (
            <span className={`badge text-bg-light border org-dept org-dept-${node.department.toLowerCase()}`}>
              {node.department}
            </span>
          )}
          {collapsible && hasChildren && (
            <span className="badge rounded-pill text-bg-secondary" title="Personas a cargo">
              {children.length}
              <span className="visually-hidden"> personas a cargo</span>
            </span>
          )}
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onView(node)}>
            Ver<span className="visually-hidden"> {node.name}</span>
          </button>
        </div>
      </div>
      {hasChildren && open && (
        <ul id={childId}>
          {children.map((c) => (
            <OrgBranch
              key={c.node.id}
              tree={c}
              depth={depth + 1}
              onView={onView}
              collapsible={collapsible}
              openDepth={openDepth}
              expandSignal={expandSignal}
            />
          ))}
        </ul>
      )}
    </li>
  );
});
