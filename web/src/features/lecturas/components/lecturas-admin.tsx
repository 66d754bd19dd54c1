import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { branchById, type LecturaAdminItem, type LecturaEstado } from '@intranet/contract';
import { AdminTable } from '../../../components/admin-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatNumber, todayInSantiago } from '../../../lib/format';
import { useCloseLectura, useLecturaEstado, useLecturas, useVerifyChain } from '../admin-api';

const TIPO_LABEL = { documento: 'Documento', noticia: 'Noticia', anuncio: 'Anuncio' } as const;

function audience(l: LecturaAdminItem): string {
  if (l.todos) return 'Todos';
  const parts: string[] = [];
  if (l.areas.length) parts.push(l.areas.join(', '));
  if (l.sucursales.length) parts.push(l.sucursales.map((id) => branchById(id)?.nombre ?? id).join(', '));
  const group = parts.join(' y ');
  const people = l.personas.map((p) => p.nombre).join(', ');
  return [group, people].filter(Boolean).join(' + ');
}

const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);
/** '16,7 %': Chilean decimals, never '16.7 %'. */
const pctLabel = (value: number) => `${formatNumber(value, 1)}\u00a0%`;

/** 'Verificar integridad': recomputes the evidence chain and says where it breaks, if it does. */
export function VerifyChain() {
  const verify = useVerifyChain();
  const r = verify.data;
  return (
    <div className="mb-4">
      <Button variant="outline-dark" onClick={() => verify.mutate()} disabled={verify.isPending}>
        <i className="bi bi-shield-check me-2" aria-hidden="true" />
        Verificar integridad
      </Button>
      <div aria-live="polite">
        {verify.error && <ErrorAlert error={verify.error} className="mt-2" />}
        {r && (
          <Alert variant={r.valida ? 'success' : 'danger'} className="mt-2 mb-0">
            {r.valida ? (
              <>
                <strong>La cadena de evidencia está íntegra.</strong> {r.total} confirmaciones verificadas.
              </>
            ) : (
              <>
                <strong>
                  La cadena de evidencia está alterada
                  {r.primera_rota?.id != null ? ` desde la fila n.º ${r.primera_rota.id}` : ''}.
                </strong>{' '}
                {r.primera_rota?.motivo}
              </>
            )}
            <div className="small text-break mt-1">
              Hash de cabeza: <code className="text-reset">{r.cabeza}</code>
            </div>
          </Alert>
        )}
      </div>
    </div>
  );
}

/** The assignments, newest first, with % confirmed of the current version; status, exports and closing. */
export function LecturasAdminList() {
  const list = useLecturas();
  const close = useCloseLectura();
  const notify = useToast();
  const [detail, setDetail] = useState<LecturaAdminItem | null>(null);
  const [toClose, setToClose] = useState<LecturaAdminItem | null>(null);
  const today = todayInSantiago();

  if (list.isError && !list.data) return <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div className="py-4 text-center">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Cargando...</span>
        </Spinner>
      </div>
    );
  }
  return (
    <section aria-labelledby="lecturas-list-title">
      <h2 id="lecturas-list-title" className="h4 mb-3">
        Lecturas asignadas
      </h2>
      <AdminTable
        caption="Lecturas asignadas"
        className="lecturas-table"
        rows={list.data}
        empty="Aún no hay lecturas obligatorias asignadas."
        columns={[
          {
            header: 'Ítem',
            main: true,
            className: 'text-break',
            cell: (l) => (
              <>
                {l.titulo}
                <span className="d-block small text-body-secondary fw-normal">
                  {TIPO_LABEL[l.tipo]}
                  {l.tipo === 'documento' && ` · versión ${l.version}`}
                </span>
              </>
            ),
          },
          { header: 'Audiencia', className: 'text-break', cell: (l) => audience(l) },
          { header: 'Vence', cell: (l) => formatDate(l.fecha_limite) },
          {
            header: 'Confirmado',
            cell: (l) => (
              <div style={{ minWidth: 110 }}>
                <span>
                  {pctLabel(pct(l.confirmadas, l.total))} ({l.confirmadas} de {l.total})
                </span>
                <ProgressBar
                  now={pct(l.confirmadas, l.total)}
                  variant="success"
                  style={{ height: 6 }}
                  aria-hidden="true"
                />
              </div>
            ),
          },
          {
            header: 'Estado',
            cell: (l) =>
              l.cerrada ? (
                <Badge bg="secondary">Cerrada</Badge>
              ) : l.fecha_limite < today ? (
                <Badge bg="danger">Vencida</Badge>
              ) : (
                <Badge bg="success">Abierta</Badge>
              ),
          },
        ]}
        actions={(l) => (
          <>
            <Button size="sm" variant="outline-primary" onClick={() => setDetail(l)}>
              <i className="bi bi-clipboard-data me-1" aria-hidden="true" />
              Estado<span className="visually-hidden"> de {l.titulo}</span>
            </Button>
            <a className="btn btn-sm btn-outline-secondary" href={`/api/lecturas/${l.id}/export.csv`} download>
              <i className="bi bi-filetype-csv me-1" aria-hidden="true" />
              CSV<span className="visually-hidden"> de {l.titulo}</span>
            </a>
            <a className="btn btn-sm btn-outline-secondary" href={`/api/lecturas/${l.id}/reporte.pdf`} download>
              <i className="bi bi-filetype-pdf me-1" aria-hidden="true" />
              PDF<span className="visually-hidden"> de {l.titulo}</span>
            </a>
            {!l.cerrada && (
              <Button size="sm" variant="outline-danger" onClick={() => setToClose(l)}>
                <i className="bi bi-lock me-1" aria-hidden="true" />
                Cerrar<span className="visually-hidden"> {l.titulo}</span>
              </Button>
            )}
          </>
        )}
      />
      <EstadoModal lectura={detail} onClose={() => setDetail(null)} />
      <ConfirmDialog
        show={toClose !== null}
        message="¿Cerrar esta lectura obligatoria? Ya no se podrán registrar confirmaciones; la evidencia se conserva."
        onConfirm={() =>
          toClose &&
          close.mutate(toClose.id, {
            onSuccess: () => notify('Lectura obligatoria cerrada.'),
            onError: (error) => notify(errorMessage(error), 'danger'),
            onSettled: () => setToClose(null),
          })
        }
        onCancel={() => setToClose(null)}
        pending={close.isPending}
      />
    </section>
  );
}

const ESTADO_BADGE = {
  confirmada: <Badge bg="success">Confirmada</Badge>,
  pendiente: (
    <Badge bg="warning" text="dark">
      Pendiente
    </Badge>
  ),
  vencida: <Badge bg="danger">Vencida</Badge>,
} as const;

function Groups({ title, rows }: { title: string; rows: LecturaEstado['por_area'] }) {
  return (
    <AdminTable
      caption={title}
      size="sm"
      rowKey={(g) => g.nombre}
      rows={rows}
      empty="Sin personas."
      columns={[
        { header: title, main: true, cell: (g) => g.nombre },
        { header: 'Confirmadas', cell: (g) => `${g.confirmadas} de ${g.total}` },
        { header: '%', cell: (g) => pctLabel(g.porcentaje) },
      ]}
    />
  );
}

/** Per-assignment status: totals, per area and branch, and the people (filter by state). */
function EstadoModal({ lectura, onClose }: { lectura: LecturaAdminItem | null; onClose: () => void }) {
  const [estado, setEstado] = useState('');
  const q = useLecturaEstado(lectura?.id ?? null, estado);
  const e = q.data;
  return (
    <Modal show={lectura !== null} onHide={onClose} size="xl" fullscreen="md-down" aria-labelledby="estado-title">
      <Modal.Header closeButton closeLabel="Cerrar">
        <Modal.Title id="estado-title" as="h2" className="h5 text-break">
          Estado: {lectura?.titulo}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {q.error ? (
          <ErrorAlert error={q.error} onRetry={() => void q.refetch()} />
        ) : !e ? (
          <p role="status">Cargando...</p>
        ) : (
          <>
            <p className="lead mb-1">
              {pctLabel(e.porcentaje)} confirmado: {e.confirmadas} de {e.total} personas
              {e.lectura.tipo === 'documento' && ` (versión ${e.lectura.version})`}.
            </p>
            <p className="mb-3">
              <span className="me-3">Pendientes: {e.pendientes}</span>
              <span className="text-danger-emphasis">Vencidas: {e.vencidas}</span>
            </p>
            <div className="row g-3">
              <div className="col-md-6">
                <Groups title="Área" rows={e.por_area} />
              </div>
              <div className="col-md-6">
                <Groups title="Sucursal" rows={e.por_sucursal} />
              </div>
            </div>
            <Form.Group controlId="estado-filtro" className="my-3" style={{ maxWidth: 260 }}>
              <Form.Label>Mostrar</Form.Label>
              <Form.Select value={estado} onChange={(ev) => setEstado(ev.target.value)}>
                <option value="">Todas las personas</option>
                <option value="pendiente">Pendientes</option>
                <option value="vencida">Vencidas</option>
                <option value="confirmada">Confirmadas</option>
              </Form.Select>
            </Form.Group>
            <AdminTable
              caption="Personas de la audiencia"
              size="sm"
              rows={e.personas}
              empty="No hay personas con ese estado."
              columns={[
                { header: 'Nombre', main: true, cell: (p) => p.nombre },
                { header: 'Área', cell: (p) => p.area ?? 'Sin área' },
                { header: 'Sucursal', cell: (p) => p.sucursal ?? 'Sin sucursal' },
                { header: 'Estado', cell: (p) => ESTADO_BADGE[p.estado] },
                {
                  header: 'Confirmó',
                  cell: (p) =>
                    p.confirmado_at
                      ? formatDateTime(p.confirmado_at)
                      : p.versiones_anteriores.length
                        ? `Solo versión ${p.versiones_anteriores.join(', ')}`
                        : '—',
                },
              ]}
            />
            <p className="small text-body-secondary text-break mb-0">
              Hash de cabeza de la cadena de evidencia: <code className="text-reset">{e.cabeza_cadena}</code>
            </p>
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
