import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { AdminReport } from '@intranet/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteReport } from '../api';
import './user-permissions.css';

interface ReportsTableProps {
  reports: AdminReport[];
  onEdit: (report: AdminReport) => void;
}

/** The reports with how many people see each, Editar and Eliminar. */
export function ReportsTable({ reports, onEdit }: ReportsTableProps) {
  const [deleting, setDeleting] = useState<AdminReport | null>(null);
  const remove = useDeleteReport();
  const notify = useToast();
  if (reports.length === 0) return <p className="text-body-secondary mb-0">No hay reportes creados.</p>;
  return (
    <>
      <Table responsive hover className="align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Nombre</th>
            <th scope="col">Máscara</th>
            <th scope="col">Usuarios</th>
            <th scope="col" className="text-end">
              Acciones
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.map((r) => (
            <tr key={r.id}>
              <td>
                <div className="fw-semibold">{r.nombre}</div>
                <div className="small text-body-secondary text-truncate report-url" title={r.url}>
                  {r.url}
                </div>
              </td>
              <td>
                {r.mascara_pie ? (
                  <Badge bg="secondary">Sí</Badge>
                ) : (
                  <Badge bg="light" text="dark">
                    No
                  </Badge>
                )}
              </td>
              <td>{r.usuarios}</td>
              <td className="text-end">
                <div className="d-inline-flex flex-column gap-1">
                  <Button size="sm" variant="outline-primary" onClick={() => onEdit(r)}>
                    Editar
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(r)}>
                    Eliminar
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        show={deleting !== null}
        message="¿Está seguro de que desea eliminar este reporte?"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify('Reporte eliminado exitosamente'),
            onError: (e) => notify(errorMessage(e), 'danger'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
