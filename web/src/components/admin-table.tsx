import { useEffect, useRef, type ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import './admin-table.css';

export interface AdminColumn<T> {
  /** Column header; on phones it labels the value inside the card ('Área: Operaciones'). */
  header: string;
  cell: (row: T) => ReactNode;
  /** The card's title line on phones: shown first, bold, without its label. */
  main?: boolean;
  /** Left out of the card on phones (a thumbnail, a detail the card does not need). */
  hideOnPhone?: boolean;
  /** Shown from this width up only, in the table (the card keeps it). */
  from?: 'lg';
  /** The header is read by screen readers only (e.g. a picture column). */
  hiddenHeader?: boolean;
  className?: string;
}

interface AdminTableProps<T> {
  /** What the list is, for screen readers (the table's caption). */
  caption: string;
  rows: readonly T[];
  columns: readonly AdminColumn<T>[];
  rowKey?: (row: T) => string | number;
  /** The buttons of a row (Editar, Eliminar…). On phones they sit at the foot of the card, always reachable. */
  actions?: (row: T) => ReactNode;
  /** The row being edited or just saved: highlighted and scrolled into view. */
  highlightKey?: string | number | null;
  rowClassName?: (row: T) => string | undefined;
  /** Text shown in place of the rows when there are none. */
  empty: ReactNode;
  size?: 'sm';
  className?: string;
}

const FROM_CLASS = { lg: 'd-none d-lg-table-cell' } as const;

/**
 * The one table of every admin list: a plain table from 768 px up, and under 768 px each row
 * becomes a card (title line, labelled values, actions at its foot) so nothing needs a sideways scroll.
 */
export function AdminTable<T>({
  caption,
  rows,
  columns,
  rowKey = (row) => (row as { id: number }).id,
  actions,
  highlightKey = null,
  rowClassName,
  empty,
  size,
  className = '',
}: AdminTableProps<T>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // The highlighted row stays in view (after a save the list may have re-rendered around it).
  useEffect(() => {
    if (highlightKey === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>('tr.admin-table-highlight');
    if (!row) return;
    const box = row.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) row.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlightKey, rows]);

  const span = columns.length + (actions ? 1 : 0);
  return (
    <div className="admin-table-wrap">
      <Table hover size={size} className={`admin-table align-middle mb-3 ${className}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className="table-light">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.from ? FROM_CLASS[c.from] : undefined}>
                {c.hiddenHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="text-end">
                Acciones
              </th>
            )}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {rows.length === 0 ? (
            <tr className="admin-table-empty">
              <td colSpan={span} className="text-center text-body-secondary py-4">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const key = rowKey(row);
              const classes = [key === highlightKey ? 'admin-table-highlight' : '', rowClassName?.(row) ?? '']
                .filter(Boolean)
                .join(' ');
              return (
                <tr key={key} className={classes || undefined} aria-current={key === highlightKey ? 'true' : undefined}>
                  {columns.map((c) => (
                    <td
                      key={c.header}
                      data-label={c.header}
                      className={[
                        c.main ? 'admin-table-main' : '',
                        c.hideOnPhone ? 'admin-table-no-card' : '',
                        c.hiddenHeader ? 'admin-table-nolabel' : '',
                        c.from ? `admin-table-from-${c.from}` : '',
                        c.className ?? '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                  {actions && (
                    <td className="admin-table-actions text-end">
                      <div className="admin-table-buttons">{actions(row)}</div>
                    </td>
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
    </div>
  );
}
