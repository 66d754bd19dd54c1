import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup, useTwoFactorStatus } from '../api';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';

const fieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});
const fieldError = (error: unknown, field: string) => fieldErrors(error)[field];

/**
 * Enable or disable two-factor verification with an authenticator app (TOTP). `title` false: the page around it
 * already says 'Verificación en dos pasos' (/configurar-2fa).
 */
export function TwoFactorCard({ title = true }: { title?: boolean }) {
  const status = useTwoFactorStatus();
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [codigo, setCodigo] = useState('');
  const [password, setPassword] = useState('');

  const onSetup = (event: FormEvent) => {
    event.preventDefault();
    setup.mutate(password);
  };
  // The password typed to start the setup is sent again to enable it, so it is asked only once.
  const onEnable = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(
      { password, codigo: codigo.trim() },
      {
        onSuccess: () => {
          setCodigo('');
          setPassword('');
        },
      },
    );
  };
  const onDisable = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { password, codigo: codigo.trim() },
      {
        onSuccess: () => {
          setCodigo('');
          setPassword('');
          setup.reset();
          enable.reset();
        },
      },
    );
  };

  return (
    <Card className="shadow-sm" id="dos-pasos">
      <Card.Body>
        {title && (
          <Card.Title as="h2" className="h5">
            <i className="bi bi-shield-lock me-2" aria-hidden="true" />
            Verificación en dos pasos
          </Card.Title>
        )}
        {status.data?.required && !status.data.enabled && (
          <Alert variant="warning">
            Su cuenta de administrador requiere la verificación en dos pasos. Actívela para continuar.
          </Alert>
        )}
        {enable.data ? (
          <Alert variant="success">
            <p className="fw-semibold">Verificación en dos pasos activada.</p>
            <p className="mb-2">
              Guarde estos códigos de recuperación en un lugar seguro. Cada uno sirve una sola vez si pierde su
              teléfono; no se volverán a mostrar.
            </p>
            <ul className="list-unstyled font-monospace row row-cols-2 mb-0" aria-label="Códigos de recuperación">
              {enable.data.recoveryCodes.map((c) => (
                <li key={c} className="col">
                  {c}
                </li>
              ))}
            </ul>
          </Alert>
        ) : status.data?.enabled ? (
          <Form onSubmit={onDisable} noValidate>
            <p className="text-success">
              <i className="bi bi-check-circle-fill me-1" aria-hidden="true" /> Activa. Al iniciar sesión se le pedirá
              el código de su aplicación.
            </p>
            {!status.data.required && (
              <>
                <RequiredLegend className="mb-2" />
                <Form.Group className="mb-2" controlId="tf-disable-password">
                  <FieldLabel required>Contraseña actual</FieldLabel>
                  <Form.Control
                    required
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    isInvalid={!!fieldError(disable.error, 'password')}
                  />
                  <Form.Control.Feedback type="invalid">{fieldError(disable.error, 'password')}</Form.Control.Feedback>
                </Form.Group>
                <Form.Group className="mb-3" controlId="tf-disable-code">
                  <FieldLabel required>Código de verificación o de recuperación</FieldLabel>
                  <Form.Control
                    required
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={codigo}
                    onChange={(e) => setCodigo(e.target.value)}
                    isInvalid={!!fieldError(disable.error, 'codigo')}
                  />
                  <Form.Control.Feedback type="invalid">{fieldError(disable.error, 'codigo')}</Form.Control.Feedback>
                </Form.Group>
                {disable.error != null && Object.keys(fieldErrors(disable.error)).length === 0 && (
                  <Alert variant="danger">{errorMessage(disable.error)}</Alert>
                )}
                <Button type="submit" variant="outline-danger" disabled={disable.isPending}>
                  Desactivar
                </Button>
              </>
            )}
          </Form>
        ) : setup.data ? (
          <Form onSubmit={onEnable} noValidate>
            <p>
              Escanee este código con su aplicación de autenticación (Google Authenticator, Microsoft Authenticator…).
            </p>
            <div
              className="mx-auto mb-2 bg-white p-2 border rounded"
              style={{ width: 200, height: 200 }}
              role="img"
              aria-label="Código QR para la aplicación de autenticación"
              // The SVG is generated by our server from a random secret; it contains no user text.
              dangerouslySetInnerHTML={{ __html: setup.data.qrSvg }}
            />
            <p className="small text-muted text-center">
              ¿No puede escanear? Ingrese esta clave:{' '}
              <span className="font-monospace user-select-all text-body">{setup.data.secret}</span>
            </p>
            <Form.Group className="mb-3" controlId="tf-enable-code">
              <Form.Label>Código de 6 dígitos</Form.Label>
              <Form.Control
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={codigo}
                onChange={(e) => setCodigo(e.target.value)}
                isInvalid={!!enable.error}
              />
              <Form.Control.Feedback type="invalid">
                {fieldError(enable.error, 'codigo') ?? errorMessage(enable.error)}
              </Form.Control.Feedback>
            </Form.Group>
            <Button type="submit" disabled={enable.isPending || codigo.trim().length !== 6}>
              Activar
            </Button>
          </Form>
        ) : (
          <Form onSubmit={onSetup} noValidate>
            <p>Proteja su cuenta: además de la contraseña se pedirá un código de su teléfono.</p>
            <Form.Group className="mb-3" controlId="tf-setup-password">
              <Form.Label>Contraseña actual</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-describedby="tf-setup-password-help"
              />
              <Form.Text id="tf-setup-password-help">
                Por seguridad, confirme su contraseña antes de configurar la verificación.
              </Form.Text>
            </Form.Group>
            {setup.error != null && <Alert variant="danger">{errorMessage(setup.error)}</Alert>}
            <Button type="submit" disabled={setup.isPending || status.isPending || password.length === 0}>
              Configurar
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
