import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { AUDIT_ACTIONS } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { Pagination } from '../../../components/pagination';
import { PageSpinner } from '../../../components/page-spinner';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog, type AuditFilters } from '../api';

const ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  login: 'Inicio de sesión',
  login_fallido: 'Inicio de sesión fallido',
  crear: 'Creación',
  actualizar: 'Actualización',
  eliminar: 'Eliminación',
};

/** Filterable, paged table of the audit log. */
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
            <Form.Label htmlFor="audit-usuario">Usuario</Form.Label>
            <Form.Control id="audit-usuario" name="usuario" placeholder="usuario o RUT" />
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
        // Focusable so keyboard users can scroll the table sideways on phones.
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Registro de auditoría">
          <Table striped hover size="sm" className="align-middle bg-white">
            <caption className="visually-hidden">Registro de auditoría</caption>
            <thead>
              <tr>
                <th scope="col">Fecha (hora de Chile)</th>
                <th scope="col">Usuario</th>
                <th scope="col">Acción</th>
                <th scope="col">Operación</th>
                <th scope="col">Registro</th>
                <th scope="col">Estado</th>
                <th scope="col">Dirección IP</th>
              </tr>
            </thead>
            <tbody>
              {data?.items.length ? (
                data.items.map((item) => (
                  <tr key={item.id}>
                    <td className="text-nowrap">{formatDateTime(item.at)}</td>
                    <td>
                      {item.nombre ?? item.username ?? '—'}
                      {item.nombre && item.username && <div className="small text-body-secondary">{item.username}</div>}
                    </td>
                    <td>{ACTION_LABELS[item.action as keyof typeof ACTION_LABELS] ?? item.action}</td>
                    <td>
                      <span className="font-monospace small">{item.entity}</span>
                    </td>
                    <td>{item.target_id ?? '—'}</td>
                    <td>{item.status}</td>
                    <td>{item.ip ?? '—'}</td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={7} className="text-center text-muted py-4">
                    No hay eventos que coincidan con el filtro.
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
        </div>
      )}
      <Pagination page={filters.page} totalPages={totalPages} onChange={(page) => setFilters({ ...filters, page })} />
    </>
  );
}
