import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { GREETING_LIMITS, GREETING_MESSAGES } from '@intranet/contract';
import { useToast } from '../../../components/toast-provider';
import { ApiError } from '../../../lib/api-client';
import { useSendGreeting } from '../api';

interface Props {
  person: { id: number; nombre: string };
  onHide: () => void;
  /** Called once the greeting went out. */
  onSent: (id: number) => void;
}

/** 'Saludar': a one-line greeting that only its recipient will see. Loaded on demand. */
export function GreetingDialog({ person, onHide, onSent }: Props) {
  const [mensaje, setMensaje] = useState<string>(GREETING_MESSAGES.defaultText);
  const send = useSendGreeting();
  const notify = useToast();
  const error =
    send.error instanceof ApiError
      ? (send.error.fields.mensaje ?? send.error.fields.para_id ?? send.error.message)
      : send.error
        ? GREETING_MESSAGES.sendError
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { para_id: person.id, mensaje },
      {
        onSuccess: () => {
          notify(GREETING_MESSAGES.sent);
          onSent(person.id);
          onHide();
        },
      },
    );
  };

  return (
    <Modal show onHide={onHide} centered aria-labelledby="greeting-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title id="greeting-title" as="h2" className="h5">
            Saludar a {person.nombre}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="greeting-text">
            <Form.Label>Mensaje</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={GREETING_LIMITS.maxLength}
              value={mensaje}
              onChange={(e) => setMensaje(e.target.value)}
              isInvalid={Boolean(error)}
              aria-describedby="greeting-help"
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
            <Form.Text id="greeting-help">
              Solo {person.nombre} lo verá, en su perfil. Puede saludar a cada persona una vez al día.
            </Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Cancelar
          </Button>
          <Button type="submit" disabled={send.isPending}>
            Enviar saludo
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
