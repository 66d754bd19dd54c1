import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { formatRut, PROFILE_MESSAGES, profileUpdateSchema, type Profile } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { useToast } from '../../../components/toast-provider';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useDevices, useProfile, useUpdateProfile } from '../api';
import '../profile.css';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';
import { ImageField } from '../../../components/image-field';

/** The device line: the device assigned to the user's RUT, 'No asignado' or 'Error al cargar'. */
function DeviceLine({ rut }: { rut: string | null }) {
  const devices = useDevices();
  let text: string;
  if (devices.isPending) text = 'Cargando...';
  else if (devices.isError) text = PROFILE_MESSAGES.deviceError;
  else text = (rut && devices.data[rut]) || PROFILE_MESSAGES.deviceNone;
  return (
    <div className="device-line w-100 rounded-3 px-3 py-2 mt-1" data-testid="device-line">
      <div className="small text-body-secondary">
        <i className="bi bi-laptop me-1" aria-hidden="true" />
        Dispositivo asignado
      </div>
      <div className="fw-semibold">{text}</div>
    </div>
  );
}

/** /mi-perfil and /user-profile: the caller's profile; only the phone and the photo can change. */
export function ProfileView({ changePasswordHref }: { changePasswordHref: string }) {
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    const noUser = profile.error instanceof ApiError && profile.error.status === 401;
    return (
      <ErrorAlert
        message={noUser ? PROFILE_MESSAGES.noUser : PROFILE_MESSAGES.loadError}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <ProfileForm profile={profile.data} changePasswordHref={changePasswordHref} />;
}

function ProfileForm({ profile, changePasswordHref }: { profile: Profile; changePasswordHref: string }) {
  const [telefono, setTelefono] = useState(profile.telefono ?? '');
  const [visible, setVisible] = useState(profile.telefono_visible);
  const [photo, setPhoto] = useState<File | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const preview = useObjectUrl(photo);
  const update = useUpdateProfile();
  const notify = useToast();
  const serverFields = update.error instanceof ApiError ? update.error.fields : {};
  const phoneError = clientError ?? serverFields.telefono;
  const photoError =
    serverFields.imagen_perfil ??
    (update.error instanceof ApiError && update.error.status === 415 ? update.error.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = profileUpdateSchema.safeParse({ telefono });
    if (!check.success) {
      setClientError(check.error.issues[0]?.message ?? PROFILE_MESSAGES.updateError);
      return;
    }
    const form = new FormData();
    form.append('telefono', check.data.telefono);
    form.append('telefono_visible', String(visible));
    if (photo) form.append('imagen_perfil', photo);
    update.mutate(form, {
      onSuccess: () => {
        notify(PROFILE_MESSAGES.updated);
        setPhoto(null);
      },
    });
  };

  const readOnly = (id: string, label: string, value: string) => (
    <Form.Group as={Col} md={6} controlId={`perfil-${id}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control type="text" value={value} readOnly plaintext={false} className="bg-body-tertiary" />
    </Form.Group>
  );

  return (
    <Row className="g-4">
      <Col lg={4}>
        <Card className="shadow-sm text-center h-100 profile-card">
          <Card.Body className="d-flex flex-column align-items-center justify-content-center gap-2 py-4">
            <ImageWithFallback
              src={preview ?? storedImageUrl(profile.imagen_perfil)}
              fallbackSrc={PLACEHOLDER_AVATAR}
              alt={`Foto de ${profile.nombre}`}
              width={160}
              height={160}
              loading="eager"
              className="rounded-circle object-fit-cover border border-4 border-white shadow profile-avatar"
            />
            <h2 className="h4 mb-0 mt-2">{profile.nombre}</h2>
            <p className="text-body-secondary mb-2">{profile.puesto || 'No especificado'}</p>
            <DeviceLine rut={profile.rut} />
          </Card.Body>
        </Card>
      </Col>
      <Col lg={8}>
        <Card className="shadow-sm">
          <Card.Body>
            {update.isError && (
              <Alert variant="danger" role="alert">
                {PROFILE_MESSAGES.updateError}
              </Alert>
            )}
            <Form noValidate onSubmit={submit} aria-busy={update.isPending}>
              <RequiredLegend />
              <Row>
                {readOnly('nombre', 'Nombre completo', profile.nombre)}
                {readOnly('username', 'Nombre de usuario', profile.username)}
                {readOnly('correo', 'Correo electrónico', profile.correo ?? '')}
                {readOnly('puesto', 'Cargo', profile.puesto ?? '')}
                {readOnly('razon-social', 'Razón social', profile.razon_social ?? '')}
                {readOnly('rut', 'RUT', profile.rut ? formatRut(profile.rut) : '')}
                {readOnly('fecha', 'Fecha de nacimiento', formatDate(profile.fecha_nacimiento))}
                <Form.Group as={Col} md={6} controlId="perfil-telefono" className="mb-3">
                  <FieldLabel required>Teléfono</FieldLabel>
                  <Form.Control
                    type="tel"
                    required
                    autoComplete="tel"
                    value={telefono}
                    isInvalid={Boolean(phoneError)}
                    onChange={(e) => {
                      setTelefono(e.target.value);
                      setClientError(null);
                    }}
                  />
                  <Form.Control.Feedback type="invalid">{phoneError}</Form.Control.Feedback>
                  <Form.Check
                    type="switch"
                    id="perfil-telefono-visible"
                    className="mt-2"
                    label="Mis colegas pueden ver mi número"
                    checked={visible}
                    onChange={(e) => setVisible(e.target.checked)}
                  />
                  <Form.Text>Los administradores siempre lo ven.</Form.Text>
                </Form.Group>
                <Col md={6}>
                  <ImageField
                    id="perfil-imagen"
                    name="imagen_perfil"
                    label="Foto de perfil"
                    file={photo}
                    onChange={setPhoto}
                    preview={false}
                    error={photoError}
                    hint={preview ? 'Vista previa en su foto. Se guardará al presionar Guardar Cambios.' : undefined}
                  />
                </Col>
              </Row>
              <div className="d-flex flex-wrap gap-2">
                <Button type="submit" variant="primary" disabled={update.isPending}>
                  {update.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                  Guardar Cambios
                </Button>
                <Link to={changePasswordHref} className="btn btn-outline-primary">
                  Cambiar Contraseña
                </Link>
              </div>
            </Form>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
