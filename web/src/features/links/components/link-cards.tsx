import type { ExternalLink } from '../../../config/external-links';
import './link-cards.css';

/** External sites as cards; each opens in a new tab without handing over this page. */
export function LinkCards({
  links,
  compact = false,
  label,
}: {
  links: readonly ExternalLink[];
  compact?: boolean;
  label: string;
}) {
  return (
    <ul className={`link-cards list-unstyled mb-0 ${compact ? 'link-cards-compact' : ''}`} aria-label={label}>
      {links.map((l) => (
        <li key={l.name}>
          <a
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            className="card link-card h-100 text-decoration-none"
          >
            <span className="card-body d-flex align-items-start gap-3">
              <span className="link-card-icon" aria-hidden="true">
                <i className={`bi ${l.icon}`} />
              </span>
              <span>
                <span className="link-card-name d-block">{l.name}</span>
                <span className="link-card-desc d-block small">{l.description}</span>
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
