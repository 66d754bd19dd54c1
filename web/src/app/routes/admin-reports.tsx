import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import type { AdminReport } from '@intranet/contract';
import { ErrorAlert } from '../../components/error-alert';
import { PageSpinner } from '../../components/page-spinner';
import { site } from '../../config/site';
import { useAdminReports, usePowerBiPages, useReportUsers } from '../../features/reports/admin-api';
import { PowerBiPagesForm } from '../../features/reports/components/powerbi-pages-form';
import { ReportForm } from '../../features/reports/components/report-form';
import { ReportsTable } from '../../features/reports/components/reports-table';
import { UserPermissions } from '../../features/reports/components/user-permissions';

/** /admin-reportes: Power BI reports, who may see each, and the four /Graficos pages. */
export function AdminReportsRoute() {
  const reports = useAdminReports();
  const users = useReportUsers();
  const pages = usePowerBiPages();
  const [editing, setEditing] = useState<AdminReport | null>(null);
  // The report just saved stays highlighted.
  const [savedId, setSavedId] = useState<number | null>(null);

  return (
    <Container fluid className="py-4">
      <title>{`Reportes | Administración | ${site.appName}`}</title>
      <h1 className="h3 mb-4">Reportes Power BI</h1>
      <Row className="g-4">
        <Col xl={5}>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5 mb-3">{editing ? 'Editar reporte' : 'Nuevo reporte'}</h2>
              <ReportForm
                key={editing?.id ?? 'new'}
                editing={editing}
                onDone={(saved) => {
                  setEditing(null);
                  setSavedId(saved?.id ?? null);
                }}
              />
            </Card.Body>
          </Card>
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h5 mb-3">Permisos por persona</h2>
              {users.isPending || reports.isPending ? (
                <PageSpinner />
              ) : users.isError ? (
                <ErrorAlert error={users.error} onRetry={() => void users.refetch()} />
              ) : (
                <UserPermissions users={users.data} reports={reports.data ?? []} />
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col xl={7}>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5 mb-3">Reportes existentes</h2>
              {reports.isPending ? (
                <PageSpinner />
              ) : reports.isError ? (
                <ErrorAlert error={reports.error} onRetry={() => void reports.refetch()} />
              ) : (
                <ReportsTable
                  reports={reports.data}
                  highlightId={editing?.id ?? savedId}
                  onEdit={(r) => {
                    setEditing(r);
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                />
              )}
            </Card.Body>
          </Card>
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h5 mb-3">Páginas de Gráficos</h2>
              {pages.isPending ? (
                <PageSpinner />
              ) : pages.isError ? (
                <ErrorAlert error={pages.error} onRetry={() => void pages.refetch()} />
              ) : (
                <PowerBiPagesForm pages={pages.data} />
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
