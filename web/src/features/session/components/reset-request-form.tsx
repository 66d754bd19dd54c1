import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useMutation } from '@tanstack/react-query';
import { formatRut, normalizeRut, resetRequestInputSchema, type ResetRequestAnswer } from '@intranet/contract';
import { api, ApiError, errorMessage } from '../../../lib/api-client';

interface Props {
  /** Back to the sign-in form. */
  onBack: () => void;
}

/**
 * '¿Olvidó su contraseña?': the person's RUT goes to the administrators, who give a temporary password.
 * Loaded only when asked for, so the login page stays as light as before.
 */
export function ResetRequestForm({ onBack }: Props) {
  const [rut, setRut] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { rut: string }) => api.post<ResetRequestAnswer>('/solicitudes-restablecimiento', input),
  });
  const fieldError =
    clientError ?? (mutation.error instanceof ApiError ? mutation.error.fields.rut : undefined) ?? undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = resetRequestInputSchema.safeParse({ rut });
    if (!check.success) {
      setClientError(check.error.issues[0]?.message ?? null);
      event.currentTarget.querySelector<HTMLInputElement>('[name="rut"]')?.focus();
      return;
    }
    mutation.mutate({ rut: check.data.rut });
  };

  if (mutation.isSuccess) {
    return (
      <div>
        <h2 className="h5">Solicitud enviada</h2>
        <Alert variant="success" role="status">
          {mutation.data.mensaje}
        </Alert>
        <Button variant="primary" className="w-100" onClick={onBack}>
          Volver a iniciar sesión
        </Button>
      </div>
    );
  }

  return (
    <Form noValidate onSubmit={submit}>
      <h2 className="h5">¿Olvidó su contraseña?</h2>
      <p className="small text-body-secondary">
        Ingrese su RUT. Los administradores recibirán su solicitud y le entregarán una contraseña temporal, que deberá
        cambiar al ingresar.
      </p>
      {mutation.isError && !fieldError && (
        <Alert variant="danger" className="py-2" role="alert">
          {errorMessage(mutation.error)}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="reset-rut">
        <Form.Label>RUT</Form.Label>
        <Form.Control
          name="rut"
          required
          autoFocus
          autoComplete="username"
          placeholder="12.345.678-5"
          value={rut}
          onChange={(e) => {
            setRut(e.target.value);
            setClientError(null);
          }}
          onBlur={() => {
            const canonical = normalizeRut(rut);
            if (canonical) setRut(formatRut(canonical));
          }}
          isInvalid={Boolean(fieldError)}
          aria-describedby={fieldError ? 'reset-rut-error' : undefined}
        />
        <Form.Control.Feedback type="invalid" id="reset-rut-error">
          {fieldError}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="primary" size="lg" className="w-100 mb-2" disabled={mutation.isPending}>
        {mutation.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Enviar solicitud
      </Button>
      <Button variant="link" className="w-100" onClick={onBack}>
        Volver a iniciar sesión
      </Button>
    </Form>
  );
}
