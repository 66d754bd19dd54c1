import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Report } from '@intranet/contract';
import { PowerBiFrame } from './powerbi-frame';

/** One button per allowed report; the first is shown by default. */
export function ReportViewer({ reports }: { reports: Report[] }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const current = reports.find((r) => r.id === selectedId) ?? reports[0];
  if (!current) return null;
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Reportes disponibles">
        {reports.map((r) => (
          <Button
            key={r.id}
            size="sm"
            variant={r.id === current.id ? 'primary' : 'outline-primary'}
            aria-pressed={r.id === current.id}
            onClick={() => setSelectedId(r.id)}
          >
            {r.nombre}
          </Button>
        ))}
      </div>
      <h2 className="h5 mb-3">{current.nombre}</h2>
      <PowerBiFrame url={current.url} title={`Reporte ${current.nombre}`} footerMask={current.mascara_pie} />
    </>
  );
}
