// The two small pieces the main layout and /Home load on demand (one chunk).
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { onBellHint } from '../../../lib/bell-hint';
import { pendingLabel, usePendingReadings, useRefreshPendingReadings } from '../api';
import { DueBadge } from './due-badge';

/** The navbar's 'Pendientes de lectura (N)' (loaded on its own chunk; shown only while something is pending). */
export function PendingReadingsNavLink() {
  const { data } = usePendingReadings();
  const refresh = useRefreshPendingReadings();
  // A new reading reaches the bell live: the count here follows it without waiting.
  useEffect(() => onBellHint(() => void refresh()), [refresh]);
  if (!data || data.length === 0) return null;
  const overdue = data.some((l) => l.vencida);
  return (
    // Next to the search, outside the collapsing menu: visible on a phone without opening it.
    <NavLink
      to={paths.readings.path}
      className="btn btn-sm btn-outline-light text-nowrap me-2 me-md-0 ms-md-2"
      title={pendingLabel(data.length)}
    >
      <i className="bi bi-journal-check me-1" aria-hidden="true" />
      <span className={`badge rounded-pill ${overdue ? 'bg-danger' : 'bg-warning text-dark'}`} aria-hidden="true">
        {data.length}
      </span>
      <span className="visually-hidden">
        {pendingLabel(data.length)}
        {overdue && ' (con vencidas)'}
      </span>
    </NavLink>
  );
}

/** /Home: the worker's pending mandatory readings, by due date (nothing when there are none). */
export function PendingReadingsHomeSection() {
  const { data } = usePendingReadings();
  if (!data || data.length === 0) return null;
  return (
    <section className="container py-4" aria-labelledby="home-readings-title">
      <div className="border border-warning-subtle rounded-3 bg-warning-subtle p-3 p-md-4">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 id="home-readings-title" className="h4 mb-0">
            <i className="bi bi-journal-check me-2" aria-hidden="true" />
            {pendingLabel(data.length)}
          </h2>
          <Link to={paths.readings.path} className="btn btn-primary">
            Ir a mis lecturas
          </Link>
        </div>
        <ul className="list-group">
          {data.slice(0, 5).map((l) => (
            <li key={l.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
              <span className="fw-semibold text-break">
                {l.titulo}
                {l.tipo === 'documento' && (
                  <span className="fw-normal text-body-secondary"> (versión {l.version})</span>
                )}
              </span>
              <DueBadge reading={l} />
            </li>
          ))}
        </ul>
        {data.length > 5 && (
          <p className="small mt-2 mb-0">
            Y {data.length - 5} más en <Link to={paths.readings.path}>Mis lecturas</Link>.
          </p>
        )}
      </div>
    </section>
  );
}
