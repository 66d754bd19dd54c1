import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { formatRut, looksLikeRut, loginTriesLeftMessage, normalizeRut, type LoginInput } from '@intranet/contract';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bootLoginInput, removeBootOverlay } from '../../../lib/boot-overlay';
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
  // What was typed into the card painted with the HTML before the app started (boot-overlay.ts) is taken over, read
  // as this form is committed (a keystroke while the app rendered is not lost), and the focus with it.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const typed = bootLoginInput();
    removeBootOverlay();
    if (typed.rut || typed.password) setValues((v) => ({ ...v, rut: typed.rut, password: typed.password }));
    if (typed.focus) formRef.current?.querySelector<HTMLInputElement>(`[name="${typed.focus}"]`)?.focus();
  }, []);
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
    <form ref={formRef} noValidate onSubmit={submit} onFocus={() => void loadRules().catch(() => undefined)}>
      {error != null && (
        <div
          className={`alert py-2 ${error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED' ? 'alert-info' : 'alert-danger'}`}
          role="alert"
        >
          {errorMessage(error)}
          {error instanceof ApiError && error.triesLeft !== undefined && (
            <div className="fw-semibold mt-1">{loginTriesLeftMessage(error.triesLeft)}</div>
          )}
        </div>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor="login-rut">
          RUT
        </label>
        <input
          id="login-rut"
          className={`form-control${fieldError('rut') ? ' is-invalid' : ''}`}
          name="rut"
          required
          autoComplete="username"
          placeholder="12.345.678-5"
          value={values.rut}
          onChange={(e) => change('rut', e.target.value)}
          onBlur={tidyRut}
          aria-describedby={fieldError('rut') ? 'login-rut-error' : undefined}
        />
        <div className="invalid-feedback" id="login-rut-error">
          {fieldError('rut')}
        </div>
      </div>
      <div className="mb-4">
        <label className="form-label" htmlFor="login-password">
          Contraseña
        </label>
        <div className="input-group has-validation">
          <input
            id="login-password"
            className={`form-control${fieldError('password') ? ' is-invalid' : ''}`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            required
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => change('password', e.target.value)}
            aria-describedby={fieldError('password') ? 'login-password-error' : undefined}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setShowPassword((s) => !s)}
            aria-pressed={showPassword}
            aria-label={showPassword ? 'Ocultar clave' : 'Mostrar clave'}
            title={showPassword ? 'Ocultar clave' : 'Mostrar clave'}
          >
            <i className={`bi ${showPassword ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
          </button>
          <div className="invalid-feedback" id="login-password-error">
            {fieldError('password')}
          </div>
        </div>
      </div>
      {askCode && (
        <div className="mb-4">
          <label className="form-label" htmlFor="login-codigo">
            Código de verificación
          </label>
          <input
            id="login-codigo"
            className="form-control"
            name="codigo"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={values.codigo ?? ''}
            onChange={(e) => change('codigo', e.target.value)}
          />
          <small className="form-text">El código de 6 dígitos de su aplicación, o un código de recuperación.</small>
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={pending}>
        {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Iniciar sesión
      </button>
    </form>
  );
}
