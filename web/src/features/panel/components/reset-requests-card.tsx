import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatRut, type ResetRequest } from '@intranet/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDismissResetRequest, useResetRequests } from '../api';

interface Props {
  /** Opens the temporary-password dialog for the person (the users feature's, composed by the route). */
  onSetPassword: (request: ResetRequest) => void;
}

/**
 * 'Solicitudes de restablecimiento': who asked from the login screen for a new password. A temporary
 * password or a dismissal takes the request off the list.
 */
export function ResetRequestsCard({ onSetPassword }: Props) {
  const requests = useResetRequests();
  const dismiss = useDismissResetRequest();
  const notify = useToast();
  const [asked, setAsked] = useState<ResetRequest | null>(null);

  return (
    <Card className="shadow-sm mb-4" id="solicitudes-restablecimiento">
      <Card.Body>
        <h2 className="h5 mb-1">Solicitudes de restablecimiento</h2>
        <p className="text-muted small mb-3">
          Personas que olvidaron su contraseña. Asigne una contraseña temporal y comuníquela por un canal seguro.
        </p>
        {requests.isPending ? (
          <PageSpinner />
        ) : requests.isError ? (
          <ErrorAlert error={requests.error} onRetry={() => void requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <p className="mb-0 text-body-secondary">No hay solicitudes pendientes.</p>
        ) : (
          <ListGroup as="ul" variant="flush" aria-label="Solicitudes de restablecimiento pendientes">
            {requests.data.map((r) => (
              <ListGroup.Item
                as="li"
                key={r.id}
                className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-0"
              >
                <div>
                  <div className="fw-semibold">{r.nombre}</div>
                  <div className="small text-body-secondary">
                    RUT {formatRut(r.rut)} · {formatDateTime(r.solicitada_at)}
                  </div>
                </div>
                <div className="d-flex flex-wrap gap-2">
                  <Button size="sm" variant="primary" onClick={() => onSetPassword(r)}>
                    Asignar contraseña temporal
                  </Button>
                  <Button size="sm" variant="outline-secondary" onClick={() => setAsked(r)}>
                    Descartar
                  </Button>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        {dismiss.isError && (
          <Alert variant="danger" className="mt-3 mb-0">
            {errorMessage(dismiss.error)}
          </Alert>
        )}
      </Card.Body>
      <ConfirmDialog
        show={asked !== null}
        title="Descartar solicitud"
        confirmLabel="Descartar"
        message={`¿Descartar la solicitud de ${asked?.nombre ?? ''}? La persona no recibirá una contraseña temporal.`}
        pending={dismiss.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() =>
          asked &&
          dismiss.mutate(asked.id, {
            onSuccess: () => notify('Solicitud descartada.'),
            onSettled: () => setAsked(null),
          })
        }
      />
    </Card>
  );
}
