import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import type { LecturaAdminItem, PanelStats } from '@intranet/contract';
import { todayInSantiago } from '../../../lib/format';
import { useLecturasForPanel, useResetRequests } from '../api';

interface Props {
  pendientes: PanelStats['pendientes'] | undefined;
  links: { resets: string; reports: string; readings: string };
}

/** Open mandatory readings past their deadline with people who have not confirmed yet. */
export function overdueReadings(items: LecturaAdminItem[], today = todayInSantiago()) {
  const overdue = items.filter((l) => !l.cerrada && l.fecha_limite < today && l.confirmadas < l.total);
  return { count: overdue.length, people: overdue.reduce((sum, l) => sum + (l.total - l.confirmadas), 0) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Pendientes': what an admin should act on, each with its link: forgotten-password requests, reports
 * nobody may see, overdue mandatory readings.
 */
export function PanelTodo({ pendientes, links }: Props) {
  const resets = useResetRequests();
  const lecturas = useLecturasForPanel();
  const resetCount = resets.data?.length ?? pendientes?.solicitudesRestablecimiento ?? 0;
  const noUsers = pendientes?.reportesSinUsuarios ?? [];
  const overdue = lecturas.data ? overdueReadings(lecturas.data) : { count: 0, people: 0 };

  const items: { key: string; icon: string; text: string; to: string; action: string }[] = [];
  if (resetCount > 0) {
    items.push({
      key: 'resets',
      icon: 'bi-key',
      text: `${plural(resetCount, 'persona espera', 'personas esperan')} una contraseña temporal`,
      to: links.resets,
      action: 'Ver solicitudes',
    });
  }
  if (noUsers.length > 0) {
    items.push({
      key: 'reports',
      icon: 'bi-bar-chart-line',
      text: `${plural(noUsers.length, 'reporte no tiene', 'reportes no tienen')} usuarios asignados: ${noUsers
        .map((r) => r.nombre)
        .join(', ')}`,
      to: links.reports,
      action: 'Asignar usuarios',
    });
  }
  if (overdue.count > 0) {
    items.push({
      key: 'readings',
      icon: 'bi-journal-check',
      text: `${plural(overdue.count, 'lectura obligatoria vencida', 'lecturas obligatorias vencidas')}, con ${plural(
        overdue.people,
        'persona',
        'personas',
      )} sin confirmar`,
      to: links.readings,
      action: 'Ver lecturas',
    });
  }

  return (
    <Card className="shadow-sm mb-4" id="pendientes">
      <Card.Body>
        <h2 className="h5 mb-3">Pendientes</h2>
        {items.length === 0 ? (
          <p className="mb-0 text-body-secondary">
            <i className="bi bi-check-circle text-success me-2" aria-hidden="true" />
            No hay tareas pendientes.
          </p>
        ) : (
          <ListGroup as="ul" variant="flush" aria-label="Tareas pendientes">
            {items.map((item) => (
              <ListGroup.Item
                as="li"
                key={item.key}
                className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-0"
              >
                <span>
                  <i className={`bi ${item.icon} text-warning-emphasis me-2`} aria-hidden="true" />
                  {item.text}
                </span>
                {item.to.startsWith('#') ? (
                  <a href={item.to} className="btn btn-sm btn-outline-primary">
                    {item.action}
                  </a>
                ) : (
                  <Link to={item.to} className="btn btn-sm btn-outline-primary">
                    {item.action}
                  </Link>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}
