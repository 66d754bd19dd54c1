import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { temporaryPasswordSchema, USER_MESSAGES, type User } from '@intranet/contract';
import { useToast } from '../../../components/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSetTemporaryPassword, useUser } from '../api';
import { generatePassword } from '../password';
import { PasswordStrength } from '../../../components/password-strength';

interface Props {
  user: User;
  show: boolean;
  onHide: () => void;
  /** After the password was set (the Panel reloads its reset requests). */
  onSaved?: () => void;
}

/**
 * Gives a user a temporary password: the admin types it or generates one, tells the person, and the
 * person must change it at the next login. Every open session of that user ends.
 */
export function TemporaryPasswordDialog({ user, show, onHide, onSaved }: Props) {
  const [password, setPassword] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const mutation = useSetTemporaryPassword(user.id);
  const notify = useToast();
  const fieldError =
    clientError ?? (mutation.error instanceof ApiError ? mutation.error.fields.password : undefined) ?? undefined;

  const close = () => {
    setPassword('');
    setClientError(null);
    mutation.reset();
    onHide();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = temporaryPasswordSchema.safeParse({ password });
    if (!check.success) {
      setClientError(check.error.issues[0]?.message ?? null);
      return;
    }
    mutation.mutate(password, {
      onSuccess: () => {
        notify(USER_MESSAGES.passwordSet);
        onSaved?.();
        close();
      },
    });
  };

  return (
    <Modal show={show} onHide={mutation.isPending ? undefined : close} centered aria-labelledby="temp-password-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!mutation.isPending} closeLabel="Cerrar">
          <Modal.Title id="temp-password-title" as="h2" className="h5">
            Contraseña temporal para {user.nombre || user.username}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            Sus sesiones abiertas se cerrarán y deberá cambiar esta contraseña al iniciar sesión. Comuníquela por un
            canal seguro.
          </p>
          {mutation.isError && !fieldError && <Alert variant="danger">{errorMessage(mutation.error)}</Alert>}
          <Form.Group controlId="temp-password">
            <Form.Label>Nueva contraseña temporal</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                type="text"
                autoComplete="off"
                value={password}
                isInvalid={Boolean(fieldError)}
                aria-describedby="temp-password-help"
                onChange={(e) => {
                  setPassword(e.target.value);
                  setClientError(null);
                }}
              />
              <Button variant="outline-primary" onClick={() => setPassword(generatePassword())}>
                Generar
              </Button>
              <Form.Control.Feedback type="invalid">{fieldError}</Form.Control.Feedback>
            </InputGroup>
            <PasswordStrength id="temp-password-help" password={password} owner={user} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-primary" onClick={close} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" disabled={mutation.isPending}>
            {mutation.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Asignar contraseña
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/**
 * The same dialog for a person known only by id (the Panel's reset requests): the user is loaded first,
 * so the strength meter knows their name, RUT and role.
 */
export function TemporaryPasswordForId({
  userId,
  onHide,
  onSaved,
}: {
  userId: number;
  onHide: () => void;
  onSaved?: () => void;
}) {
  const user = useUser(userId);
  if (user.isError) {
    return (
      <Modal show onHide={onHide} centered>
        <Modal.Body>
          <Alert variant="danger" className="mb-0">
            {errorMessage(user.error)}
          </Alert>
        </Modal.Body>
      </Modal>
    );
  }
  if (!user.data) return null;
  return <TemporaryPasswordDialog user={user.data} show onHide={onHide} onSaved={onSaved} />;
}
