import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { POWERBI_PAGES, type PowerBiPage } from '@intranet/contract';
import { site } from '../../config/site';
import { ApiError } from '../../lib/api-client';
import { usePowerBiPage } from '../../features/reports/api';
import { PowerBiFrame } from '../../features/reports/components/powerbi-frame';

/** /Graficos: Página 1–4 choose a page of the Power BI report. */
export function ChartsRoute() {
  const [page, setPage] = useState<PowerBiPage>('page1');
  const { data, error } = usePowerBiPage(page);
  const notConfigured = error instanceof ApiError && error.status === 404;
  return (
    <Container fluid="xl" className="py-4">
      <title>{`Gráficos | ${site.appName}`}</title>
      <h1 className="h2 mb-3">Gráficos</h1>
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Páginas del informe">
        {POWERBI_PAGES.map((p, i) => (
          <Button
            key={p}
            variant={p === page ? 'primary' : 'outline-primary'}
            aria-pressed={p === page}
            onClick={() => setPage(p)}
          >
            Página {i + 1}
          </Button>
        ))}
      </div>
      {data ? (
        <PowerBiFrame url={data.embedUrl} title={`Informe de Power BI, página ${POWERBI_PAGES.indexOf(page) + 1}`} />
      ) : notConfigured ? (
        <Alert variant="info">{error.message}</Alert>
      ) : (
        <p className="powerbi-waiting py-5 text-center" role="status">
          Cargando el informe de Power BI...
        </p>
      )}
    </Container>
  );
}
