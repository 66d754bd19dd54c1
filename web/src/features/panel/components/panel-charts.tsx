import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Bar } from 'react-chartjs-2';
import type { PanelStats } from '@intranet/contract';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);
// No animation for people who ask for less motion (and for stable screenshots).
if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
  Chart.defaults.animation = false;
}

const monthFormat = new Intl.DateTimeFormat('es-CL', { month: 'short', year: 'numeric' });
/** `2026-03` → `mar 2026`. */
export const monthLabel = (mes: string) =>
  monthFormat.format(new Date(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)) - 1, 1));

const NAVY = '#13315c';
const ORANGE = '#b4541a';

/** A table with the chart's numbers, for screen readers and tests. */
function DataTable({
  caption,
  head,
  rows,
  id,
}: {
  caption: string;
  head: [string, string];
  rows: [string, number][];
  id: string;
}) {
  return (
    <table className="visually-hidden" id={id}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 'Usuarios Registrados' and 'Documentos por área' (by area, not by file type:
 * every document is a PDF), from real data.
 */
export default function PanelCharts({ stats }: { stats: PanelStats }) {
  const months = stats.usuariosPorMes.map((m) => monthLabel(m.mes));
  const users = stats.usuariosPorMes.map((m) => m.total);
  const areas = stats.documentosPorArea.map((a) => a.area);
  const docs = stats.documentosPorArea.map((a) => a.total);
  const noDocs = docs.every((d) => d === 0);
  return (
    <Row className="g-4 mb-4" id="estadisticas">
      <Col lg={7}>
        <Card className="shadow-sm h-100">
          <Card.Body>
            <h2 className="h5 mb-3">Usuarios Registrados</h2>
            <div style={{ height: 280 }}>
              <Bar
                aria-label={`Usuarios registrados por mes: ${months.map((m, i) => `${m}, ${users[i]}`).join('; ')}`}
                role="img"
                data={{
                  labels: months,
                  datasets: [{ label: 'Usuarios nuevos', data: users, backgroundColor: NAVY, borderRadius: 6 }],
                }}
                options={{
                  maintainAspectRatio: false,
                  plugins: { legend: { display: false } },
                  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
                }}
              />
            </div>
            <DataTable
              id="tabla-usuarios"
              caption="Usuarios registrados por mes"
              head={['Mes', 'Usuarios']}
              rows={stats.usuariosPorMes.map((m, i) => [months[i]!, m.total])}
            />
          </Card.Body>
        </Card>
      </Col>
      <Col lg={5}>
        <Card className="shadow-sm h-100">
          <Card.Body>
            <h2 className="h5 mb-1">Documentos por área</h2>
            <p className="small text-body-secondary mb-3">
              Un área con pocos documentos puede necesitar procedimientos.
            </p>
            {noDocs ? (
              <p className="text-body-secondary py-5 text-center mb-0">Aún no hay documentos subidos.</p>
            ) : (
              <div style={{ height: Math.max(200, 36 * areas.length + 40) }}>
                <Bar
                  aria-label={`Documentos por área: ${areas.map((a, i) => `${a}, ${docs[i]}`).join('; ')}`}
                  role="img"
                  data={{
                    labels: areas,
                    datasets: [{ label: 'Documentos', data: docs, backgroundColor: ORANGE, borderRadius: 4 }],
                  }}
                  options={{
                    indexAxis: 'y',
                    maintainAspectRatio: false,
                    plugins: { legend: { display: false } },
                    scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
                  }}
                />
              </div>
            )}
            <DataTable
              id="tabla-documentos-area"
              caption="Documentos por área"
              head={['Área', 'Documentos']}
              rows={stats.documentosPorArea.map((a) => [a.area, a.total])}
            />
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
