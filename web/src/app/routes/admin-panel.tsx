import { lazy, Suspense, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { BranchesMap } from '../../features/branches/components/branches-section';
import { usePanelStats, useRefreshResetRequests } from '../../features/panel/api';
import { ResetRequestsCard } from '../../features/panel/components/reset-requests-card';
import { TemporaryPasswordForId } from '../../features/users/components/temporary-password-dialog';
import { HolidayCalendar } from '../../features/panel/components/holiday-calendar';
import { PanelCards } from '../../features/panel/components/panel-cards';
import { PanelTodo } from '../../features/panel/components/panel-todo';
import '../../features/panel/components/panel.css';

// Chart.js loads only here, in its own chunk.
const PanelCharts = lazy(() => import('../../features/panel/components/panel-charts'));

/** /admin-panel: cards, charts from the database, the branches map and Chile's holidays. */
export function AdminPanelRoute() {
  const stats = usePanelStats();
  const year = new Date().getFullYear();
  const refreshResets = useRefreshResetRequests();
  // The person of the reset request being answered with a temporary password.
  const [resetFor, setResetFor] = useState<number | null>(null);
  return (
    <Container fluid className="py-4">
      <title>{`Panel | Administración | ${site.appName}`}</title>
      <h1 className="h3 mb-4">Panel de Administración</h1>
      <PanelCards
        totals={stats.data?.totales}
        links={{
          users: paths.admin.users.path,
          documents: paths.admin.documents.path,
          statistics: '#estadisticas',
          settings: paths.admin.reports.path,
        }}
      />
      <PanelTodo
        pendientes={stats.data?.pendientes}
        links={{
          resets: '#solicitudes-restablecimiento',
          reports: paths.admin.reports.path,
          readings: paths.admin.readings.path,
        }}
      />
      <ResetRequestsCard onSetPassword={(r) => setResetFor(r.usuario_id)} />
      {resetFor !== null && (
        <TemporaryPasswordForId userId={resetFor} onHide={() => setResetFor(null)} onSaved={refreshResets} />
      )}
      <Card className="shadow-sm mb-4">
        <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <div>
            <h2 className="h5 mb-1">Auditoría</h2>
            <p className="mb-0 text-muted">Inicios de sesión y cada cambio hecho por un administrador.</p>
          </div>
          <Link to={paths.admin.audit.path} className="btn btn-outline-primary">
            Ver registro de auditoría
          </Link>
        </Card.Body>
      </Card>
      <Card className="shadow-sm mb-4">
        <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <div>
            <h2 className="h5 mb-1">Lecturas obligatorias</h2>
            <p className="mb-0 text-muted">Quién leyó qué versión de cada procedimiento, con evidencia verificable.</p>
          </div>
          <Link to={paths.admin.readings.path} className="btn btn-outline-primary">
            Ver lecturas obligatorias
          </Link>
        </Card.Body>
      </Card>
      {stats.isPending ? (
        <PageSpinner />
      ) : stats.isError ? (
        <ErrorAlert error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <PanelCharts stats={stats.data} />
        </Suspense>
      )}
      <Row className="g-4">
        <Col xl={6}>
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h5 mb-3">Mapa de Sucursales</h2>
              <BranchesMap height={420} label="Mapa de sucursales (centrado en Santiago)" />
            </Card.Body>
          </Card>
        </Col>
        <Col xl={6}>
          <Card className="shadow-sm h-100">
            <Card.Body>
              <h2 className="h5 mb-3">Feriados de Chile {year}</h2>
              <HolidayCalendar year={year} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
