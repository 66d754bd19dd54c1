import type { ReactNode } from 'react';
import { pageWindow } from './page-window';

export { pageWindow } from './page-window';

interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
}

/** One page link of Bootstrap's pagination: a button, or plain text when it is the current page or disabled. */
function Item({
  children,
  active = false,
  disabled = false,
  onClick,
}: {
  children: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <li className={`page-item${active ? ' active' : ''}${disabled ? ' disabled' : ''}`}>
      {active || disabled ? (
        <span className="page-link" aria-current={active ? 'page' : undefined}>
          {children}
          {active && <span className="visually-hidden">(página actual)</span>}
        </span>
      ) : (
        <button type="button" className="page-link" onClick={onClick}>
          {children}
        </button>
      )}
    </li>
  );
}

/**
 * Anterior / numbers / Siguiente; hidden when everything fits on one page. Bootstrap's markup written out (the
 * news list and /procedures, opened first on a phone, then need none of react-bootstrap).
 */
export function Pagination({ page, totalPages, onChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación" className={className}>
      <ul className="pagination justify-content-center flex-wrap mb-0">
        <Item disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Anterior
        </Item>
        {pageWindow(page, totalPages).map((slot, index) =>
          slot === 'ellipsis' ? (
            <Item key={`gap-${index}`} disabled>
              …
            </Item>
          ) : (
            <Item key={slot} active={slot === page} onClick={() => onChange(slot)}>
              {slot}
            </Item>
          ),
        )}
        <Item disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
          Siguiente
        </Item>
      </ul>
    </nav>
  );
}
