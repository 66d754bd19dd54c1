import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { changePasswordSchema, PROFILE_MESSAGES } from '@intranet/contract';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api';
import { PasswordStrength, type PasswordOwner } from '../../../components/password-strength';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';

type Field = 'password_actual' | 'nueva_contraseña' | 'confirmar_contraseña';
const EMPTY: Record<Field, string> = { password_actual: '', nueva_contraseña: '', confirmar_contraseña: '' };

interface Props {
  /** Runs after a success (the route refreshes the session and goes to /user-profile after 2 s). */
  onChanged: () => void;
  /** Whose password it is: their own data may not be part of the new one. */
  owner: PasswordOwner;
}

/** /change-password: current password, new password and confirmation. */
export function ChangePasswordForm({ onChanged, owner }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const change = useChangePassword();
  const serverFields = change.error instanceof ApiError ? change.error.fields : {};
  const errorOf = (f: Field) => clientErrors[f] ?? (serverFields[f] as string | undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    change.reset();
    const check = changePasswordSchema.safeParse(values);
    if (!check.success) {
      const fields: Partial<Record<Field, string>> = {};
      for (const issue of check.error.issues) fields[issue.path[0] as Field] ??= issue.message;
      setClientErrors(fields);
      // The spec's sentence for a mismatch is shown as the form's message too.
      if (fields.confirmar_contraseña === PROFILE_MESSAGES.passwordMismatch) {
        setMessage({ variant: 'danger', text: PROFILE_MESSAGES.passwordMismatch });
      }
      return;
    }
    setClientErrors({});
    change.mutate(values, {
      onSuccess: (res) => {
        setValues(EMPTY);
        setMessage({ variant: 'success', text: res.message });
        onChanged();
      },
      onError: (error) =>
        setMessage({
          variant: 'danger',
          text: error instanceof ApiError && error.status !== 0 ? error.message : PROFILE_MESSAGES.passwordError,
        }),
    });
  };

  const field = (name: Field, label: string, autoComplete: string, help?: ReactNode) => (
    <Form.Group controlId={`cp-${name}`} className="mb-3">
      <FieldLabel required>{label}</FieldLabel>
      <Form.Control
        type="password"
        required
        autoComplete={autoComplete}
        value={values[name]}
        isInvalid={Boolean(errorOf(name))}
        aria-describedby={help ? `cp-${name}-help` : undefined}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          setClientErrors(({ [name]: _gone, ...rest }) => rest);
        }}
      />
      <Form.Control.Feedback type="invalid">{errorOf(name)}</Form.Control.Feedback>
      {help}
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={submit} aria-busy={change.isPending}>
      <RequiredLegend />
      <div aria-live="polite">
        {message && (
          <Alert variant={message.variant} role={message.variant === 'danger' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
      </div>
      {field('password_actual', 'Contraseña actual', 'current-password')}
      {field(
        'nueva_contraseña',
        'Nueva contraseña',
        'new-password',
        <PasswordStrength id="cp-nueva_contraseña-help" password={values.nueva_contraseña} owner={owner} />,
      )}
      {field('confirmar_contraseña', 'Confirmar nueva contraseña', 'new-password')}
      <Button type="submit" variant="primary" disabled={change.isPending || message?.variant === 'success'}>
        {change.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Cambiar Contraseña
      </Button>
    </Form>
  );
}
