import BsPagination from 'react-bootstrap/Pagination';
import { pageWindow } from './page-window';

export { pageWindow } from './page-window';

interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
}

/**
 * Anterior / numbers / Siguiente; hidden when everything fits on one page.
 * Built from plain items: react-bootstrap's Prev/Next/Ellipsis carry English screen-reader labels.
 */
export function Pagination({ page, totalPages, onChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación" className={className}>
      <BsPagination className="justify-content-center flex-wrap mb-0">
        <BsPagination.Item as="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Anterior
        </BsPagination.Item>
        {pageWindow(page, totalPages).map((slot, index) =>
          slot === 'ellipsis' ? (
            <BsPagination.Item key={`gap-${index}`} disabled>
              …
            </BsPagination.Item>
          ) : (
            <BsPagination.Item
              key={slot}
              as="button"
              active={slot === page}
              activeLabel="(página actual)"
              aria-current={slot === page ? 'page' : undefined}
              onClick={() => onChange(slot)}
            >
              {slot}
            </BsPagination.Item>
          ),
        )}
        <BsPagination.Item as="button" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
          Siguiente
        </BsPagination.Item>
      </BsPagination>
    </nav>
  );
}
