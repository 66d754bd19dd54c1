import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

interface ConfirmDialogProps {
  show: boolean;
  /** The question, e.g. '¿Está seguro de que desea eliminar esta noticia?' */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  confirmLabel?: string;
  /** Disables the buttons while the deletion runs. */
  pending?: boolean;
}

/** Asks before a deletion. Bootstrap's default transitions: 300 ms modal, 150 ms backdrop. */
export function ConfirmDialog({
  show,
  message,
  onConfirm,
  onCancel,
  title = 'Confirmar eliminación',
  confirmLabel = 'Eliminar',
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Modal show={show} onHide={pending ? undefined : onCancel} centered aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton={!pending} closeLabel="Cerrar">
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
