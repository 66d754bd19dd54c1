import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, Navigate } from 'react-router';
import { REPORTS_FORBIDDEN_MESSAGE } from '@intranet/contract';
import { ErrorAlert } from '../../components/error-alert';
import { PageSpinner } from '../../components/page-spinner';
import { useToast } from '../../components/toast-provider';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useMyReports } from '../../features/reports/api';
import { ReportViewer } from '../../features/reports/components/report-viewer';

/** Users without any report go back home with the spec's alert. */
function NoReports() {
  const notify = useToast();
  useEffect(() => notify(REPORTS_FORBIDDEN_MESSAGE, 'warning'), [notify]);
  return <Navigate to={paths.home.path} replace />;
}

/** /Datos and /datos: the Power BI reports allowed to the user. */
export function ReportsRoute() {
  const { data, isPending, isError, error, refetch } = useMyReports();
  if (isPending) return <PageSpinner />;
  if (!isError && data.length === 0) return <NoReports />;
  return (
    <Container fluid="xl" className="py-4">
      <title>{`Reportes | ${site.appName}`}</title>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Reportes</h1>
        {/* The company's Power BI pages (/Graficos) are reached from here. */}
        <Link to={paths.charts.path} className="btn btn-outline-primary btn-sm">
          <i className="bi bi-graph-up me-1" aria-hidden="true" />
          Gráficos
        </Link>
      </div>
      {isError ? <ErrorAlert error={error} onRetry={() => void refetch()} /> : <ReportViewer reports={data} />}
    </Container>
  );
}
