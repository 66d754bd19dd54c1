import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { formatRut, looksLikeRut, loginTriesLeftMessage, normalizeRut, type LoginInput } from '@intranet/contract';
import InputGroup from 'react-bootstrap/InputGroup';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { LoginFieldErrors as FieldErrors } from '../login-rules';

/** The rules (and zod with them) download while the user types, not with the page. */
const loadRules = () => import('../login-rules');

interface LoginFormProps {
  onSubmit: (input: LoginInput) => void;
  pending: boolean;
  /** The failed login, shown verbatim. */
  error: unknown;
}

/** RUT (or username) and password; the same rules as the server, from the contract. */
export function LoginForm({ onSubmit, pending, error }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ rut: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // Users with two-factor verification are asked for their code after a correct password.
  const codeAsked =
    error instanceof ApiError && (error.code === 'TWO_FACTOR_REQUIRED' || error.code === 'TWO_FACTOR_INVALID');
  const [askCode, setAskCode] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  if (codeAsked && !askCode) setAskCode(true);

  const serverFields: FieldErrors = error instanceof ApiError ? error.fields : {};
  const fieldError = (field: keyof LoginInput) => errors[field] ?? serverFields[field];

  const change = (field: keyof LoginInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // Show a typed RUT in its usual dotted form; usernames are left alone.
  const tidyRut = () => {
    const rut = looksLikeRut(values.rut) ? normalizeRut(values.rut) : null;
    if (rut) change('rut', formatRut(rut));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void check(form);
  };

  const check = async (form: HTMLFormElement) => {
    let found: FieldErrors;
    try {
      found = (await loadRules()).validateLogin(values);
    } catch {
      // The rules could not be downloaded (no network): the server checks the same rules anyway.
      found = {};
    }
    setErrors(found);
    const first = (['rut', 'password'] as const).find((f) => found[f]);
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <Form noValidate onSubmit={submit} onFocus={() => void loadRules().catch(() => undefined)}>
      {error != null && (
        <Alert
          variant={error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED' ? 'info' : 'danger'}
          className="py-2"
          role="alert"
        >
          {errorMessage(error)}
          {error instanceof ApiError && error.triesLeft !== undefined && (
            <div className="fw-semibold mt-1">{loginTriesLeftMessage(error.triesLeft)}</div>
          )}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="login-rut">
        <Form.Label>RUT</Form.Label>
        <Form.Control
          name="rut"
          required
          autoComplete="username"
          placeholder="12.345.678-5"
          value={values.rut}
          onChange={(e) => change('rut', e.target.value)}
          onBlur={tidyRut}
          isInvalid={!!fieldError('rut')}
          aria-describedby={fieldError('rut') ? 'login-rut-error' : undefined}
        />
        <Form.Control.Feedback type="invalid" id="login-rut-error">
          {fieldError('rut')}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-4" controlId="login-password">
        <Form.Label>Contraseña</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            name="password"
            type={showPassword ? 'text' : 'password'}
            required
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => change('password', e.target.value)}
            isInvalid={!!fieldError('password')}
            aria-describedby={fieldError('password') ? 'login-password-error' : undefined}
          />
          <Button
            variant="outline-secondary"
            onClick={() => setShowPassword((s) => !s)}
            aria-pressed={showPassword}
            aria-label={showPassword ? 'Ocultar clave' : 'Mostrar clave'}
            title={showPassword ? 'Ocultar clave' : 'Mostrar clave'}
          >
            <i className={`bi ${showPassword ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
          </Button>
          <Form.Control.Feedback type="invalid" id="login-password-error">
            {fieldError('password')}
          </Form.Control.Feedback>
        </InputGroup>
      </Form.Group>
      {askCode && (
        <Form.Group className="mb-4" controlId="login-codigo">
          <Form.Label>Código de verificación</Form.Label>
          <Form.Control
            name="codigo"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={values.codigo ?? ''}
            onChange={(e) => change('codigo', e.target.value)}
          />
          <Form.Text>El código de 6 dígitos de su aplicación, o un código de recuperación.</Form.Text>
        </Form.Group>
      )}
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={pending}>
        {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Iniciar sesión
      </Button>
    </Form>
  );
}
