import Badge from 'react-bootstrap/Badge';
import type { Holiday } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { useHolidays } from '../api';

const dayFormat = new Intl.DateTimeFormat('es-CL', { weekday: 'long', day: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('es-CL', { month: 'long' });
const longFormat = new Intl.DateTimeFormat('es-CL', { weekday: 'long', day: 'numeric', month: 'long' });

const asDate = (fecha: string) =>
  new Date(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)) - 1, Number(fecha.slice(8, 10)));
const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Chile's public holidays of the year, grouped by month, with the next one highlighted. */
export function HolidayCalendar({ year = new Date().getFullYear() }: { year?: number }) {
  const { data, isPending, isError, error, refetch } = useHolidays(year);
  if (isPending) return <PageSpinner />;
  if (isError) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  const today = todayIso();
  const next = data.find((h) => h.fecha >= today);
  const byMonth = new Map<string, Holiday[]>();
  for (const h of data) byMonth.set(h.fecha.slice(5, 7), [...(byMonth.get(h.fecha.slice(5, 7)) ?? []), h]);
  return (
    <>
      {next && (
        <p className="holiday-next mb-3">
          <i className="bi bi-calendar-event me-2" aria-hidden="true" />
          Próximo feriado: <strong>{next.nombre}</strong>, {longFormat.format(asDate(next.fecha))}
        </p>
      )}
      <div className="holiday-months">
        {[...byMonth.entries()].map(([month, list]) => (
          <section key={month} className="holiday-month" aria-label={monthFormat.format(asDate(list[0]!.fecha))}>
            <h3 className="holiday-month-title">{monthFormat.format(asDate(list[0]!.fecha))}</h3>
            <ul className="list-unstyled mb-0">
              {list.map((h) => (
                <li
                  key={h.fecha}
                  className={`holiday ${h.fecha < today ? 'holiday-past' : ''} ${h === next ? 'holiday-upcoming' : ''}`}
                >
                  <time dateTime={h.fecha} className="holiday-day">
                    {dayFormat.format(asDate(h.fecha))}
                  </time>
                  <span className="holiday-name">{h.nombre}</span>
                  {h === next && (
                    <Badge bg="warning" text="dark" className="ms-1">
                      Próximo
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
