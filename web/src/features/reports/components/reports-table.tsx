import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { AdminReport } from '@intranet/contract';
import { AdminTable } from '../../../components/admin-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteReport } from '../admin-api';
import './user-permissions.css';

interface ReportsTableProps {
  reports: AdminReport[];
  onEdit: (report: AdminReport) => void;
  /** The report in the form or just saved. */
  highlightId?: number | null;
}

/** The reports with how many people see each, Editar and Eliminar. */
export function ReportsTable({ reports, onEdit, highlightId = null }: ReportsTableProps) {
  const [deleting, setDeleting] = useState<AdminReport | null>(null);
  const remove = useDeleteReport();
  const notify = useToast();
  return (
    <>
      <AdminTable
        caption="Reportes Power BI"
        rows={reports}
        highlightKey={highlightId}
        empty="No hay reportes creados."
        columns={[
          {
            header: 'Nombre',
            main: true,
            cell: (r) => (
              <>
                <div className="fw-semibold">{r.nombre}</div>
                <div className="small fw-normal text-body-secondary admin-table-url" title={r.url}>
                  {r.url}
                </div>
              </>
            ),
          },
          {
            header: 'Máscara',
            cell: (r) =>
              r.mascara_pie ? (
                <Badge bg="secondary">Sí</Badge>
              ) : (
                <Badge bg="light" text="dark">
                  No
                </Badge>
              ),
          },
          { header: 'Usuarios', cell: (r) => r.usuarios },
        ]}
        actions={(r) => (
          <>
            <Button size="sm" variant="outline-primary" onClick={() => onEdit(r)}>
              Editar<span className="visually-hidden"> {r.nombre}</span>
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => setDeleting(r)}>
              Eliminar<span className="visually-hidden"> {r.nombre}</span>
            </Button>
          </>
        )}
      />
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
