import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import type { PanelStats } from '@intranet/contract';
import { formatNumber } from '../../../lib/format';

interface PanelCardsProps {
  totals: PanelStats['totales'] | undefined;
  links: { users: string; documents: string; statistics: string; settings: string };
}

/** The four cards of the panel: Usuarios, Documentos, Estadísticas, Configuración. */
export function PanelCards({ totals, links }: PanelCardsProps) {
  const n = (v: number | undefined) => (v === undefined ? '—' : formatNumber(v, 0));
  const cards = [
    {
      title: 'Usuarios',
      icon: 'bi-people-fill',
      value: n(totals?.usuarios),
      detail: 'personas registradas',
      to: links.users,
      action: 'Gestionar usuarios',
    },
    {
      title: 'Documentos',
      icon: 'bi-file-earmark-text-fill',
      value: n(totals?.documentos),
      detail: 'documentos subidos',
      to: links.documents,
      action: 'Ver documentos',
    },
    {
      title: 'Estadísticas',
      icon: 'bi-bar-chart-fill',
      value: n(totals?.cursos),
      detail: `cursos · ${n(totals?.reportes)} reportes`,
      to: links.statistics,
      action: 'Ver gráficos',
    },
    {
      title: 'Configuración',
      icon: 'bi-gear-fill',
      value: n(totals?.reportes),
      detail: 'reportes Power BI',
      to: links.settings,
      action: 'Reportes y permisos',
    },
  ];
  return (
    <Row xs={1} sm={2} xl={4} className="g-3 mb-4">
      {cards.map((c) => (
        <Col key={c.title}>
          <Card className="panel-card h-100 shadow-sm">
            <Card.Body className="d-flex flex-column">
              <div className="d-flex align-items-center gap-3 mb-3">
                <span className="panel-card-icon" aria-hidden="true">
                  <i className={`bi ${c.icon}`} />
                </span>
                <div>
                  <h2 className="h6 mb-0">{c.title}</h2>
                  <p className="mb-0">
                    <span className="panel-card-value">{c.value}</span>{' '}
                    <span className="small text-body-secondary">{c.detail}</span>
                  </p>
                </div>
              </div>
              {c.to.startsWith('#') ? (
                <a href={c.to} className="btn btn-outline-primary btn-sm mt-auto align-self-start">
                  {c.action}
                </a>
              ) : (
                <Link to={c.to} className="btn btn-outline-primary btn-sm mt-auto align-self-start">
                  {c.action}
                </Link>
              )}
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
