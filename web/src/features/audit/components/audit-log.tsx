import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { AUDIT_ACTIONS, describeAuditEvent } from '@intranet/contract';
import { AdminTable } from '../../../components/admin-table';
import { ErrorAlert } from '../../../components/error-alert';
import { Pagination } from '../../../components/pagination';
import { PageSpinner } from '../../../components/page-spinner';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog, type AuditFilters } from '../api';

/** The action filter's choices. */
const ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  login: 'Inicio de sesión',
  login_fallido: 'Inicio de sesión fallido',
  logout: 'Cierre de sesión',
  crear: 'Creación (administración)',
  actualizar: 'Modificación (administración)',
  eliminar: 'Eliminación (administración)',
  escritura_fallida: 'Cambio de administración rechazado',
  acceso_denegado: 'Acceso denegado',
  cambio_contrasena: 'Cambio de contraseña',
  contrasena_temporal: 'Contraseña temporal asignada',
  configurar_2fa: 'Verificación en dos pasos: configuración',
  activar_2fa: 'Verificación en dos pasos activada',
  desactivar_2fa: 'Verificación en dos pasos desactivada',
  solicitud_restablecimiento: 'Solicitud de restablecimiento de contraseña',
  solicitud_descartada: 'Solicitud de restablecimiento descartada',
};

/** Filterable, paged log: each event as a sentence in plain Spanish. */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const { data, isPending, error, refetch } = useAuditLog(filters);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilters({
      page: 1,
      accion: text('accion') as AuditFilters['accion'],
      usuario: text('usuario'),
      desde: text('desde'),
      hasta: text('hasta'),
    });
  };

  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <>
      <Form onSubmit={onSubmit} className="card card-body mb-3" aria-label="Filtros de auditoría">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={3}>
            <Form.Label htmlFor="audit-accion">Acción</Form.Label>
            <Form.Select id="audit-accion" name="accion" defaultValue="">
              <option value="">Todas</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {ACTION_LABELS[a]}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={12} md={3}>
            <Form.Label htmlFor="audit-usuario">Persona</Form.Label>
            <Form.Control id="audit-usuario" name="usuario" placeholder="nombre, usuario o RUT" />
          </Col>
          <Col xs={6} md={2}>
            <Form.Label htmlFor="audit-desde">Desde</Form.Label>
            <Form.Control id="audit-desde" name="desde" type="date" />
          </Col>
          <Col xs={6} md={2}>
            <Form.Label htmlFor="audit-hasta">Hasta</Form.Label>
            <Form.Control id="audit-hasta" name="hasta" type="date" />
          </Col>
          <Col xs={12} md={2}>
            <Button type="submit" className="w-100">
              Filtrar
            </Button>
          </Col>
        </Row>
      </Form>
      {error && !data ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <AdminTable
          caption="Registro de auditoría"
          size="sm"
          rows={data?.items ?? []}
          empty="No hay eventos que coincidan con el filtro."
          columns={[
            { header: 'Fecha (hora de Chile)', className: 'text-nowrap', cell: (item) => formatDateTime(item.at) },
            {
              header: 'Qué pasó',
              main: true,
              cell: (item) => <span title={item.entity}>{describeAuditEvent(item)}</span>,
            },
            {
              header: 'Resultado',
              cell: (item) =>
                item.status < 400 ? (
                  <span className="text-success">Correcto</span>
                ) : (
                  <span className="text-danger">Rechazado</span>
                ),
            },
            { header: 'Dirección IP', cell: (item) => item.ip ?? '—' },
          ]}
        />
      )}
      <Pagination page={filters.page} totalPages={totalPages} onChange={(page) => setFilters({ ...filters, page })} />
    </>
  );
}
