import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatRut, USER_MESSAGES, type User } from '@intranet/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { useToast } from '../../../components/toast-provider';
import { paths } from '../../../config/paths';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useUpdateUser, useUser } from '../api';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { UserForm } from './user-form';

/** /manage-users/{id}: the user's data, toggling between view and edit. */
export function UserDetail({ id }: { id: number }) {
  const query = useUser(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (missing) {
      return (
        <NotFoundPage
          title={USER_MESSAGES.notFound}
          detail="La persona no existe o fue eliminada."
          level={2}
          back={{ to: paths.admin.users.path, label: 'Volver a Personas', icon: 'bi-arrow-left' }}
        />
      );
    }
    return <ErrorAlert message={USER_MESSAGES.loadError} onRetry={() => void query.refetch()} />;
  }
  return <UserDetailLoaded user={query.data} />;
}

function UserDetailLoaded({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [confirmActive, setConfirmActive] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const update = useUpdateUser(user.id);
  const notify = useToast();

  const toggleActive = () => {
    const form = new FormData();
    form.append('username', user.username);
    form.append('activo', String(!user.activo));
    update.mutate(form, {
      onSuccess: () => {
        notify(user.activo ? 'Usuario desactivado. Sus sesiones se cerraron.' : 'Usuario activado.');
        setConfirmActive(false);
      },
      onError: () => setConfirmActive(false),
    });
  };

  const failure = update.isError ? (
    <Alert variant="danger" role="alert">
      <div>{USER_MESSAGES.updateError}</div>
      {/* The space keeps the two sentences apart when the alert is read as one text. */}{' '}
      {update.error instanceof ApiError && update.error.message !== USER_MESSAGES.updateError && (
        <div className="small mt-1">{update.error.message}</div>
      )}
    </Alert>
  ) : null;

  const row = (label: string, value: string | null | undefined) => (
    <div className="row py-2 border-bottom">
      <dt className="col-sm-4 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-8 mb-0">{value || '—'}</dd>
    </div>
  );

  return (
    <Card className="shadow-sm">
      <Card.Header className="bg-white d-flex flex-wrap align-items-center gap-3 py-3">
        <ImageWithFallback
          src={storedImageUrl(user.imagen_perfil, true)}
          fallbackSrc={PLACEHOLDER_AVATAR}
          alt={`Foto de ${user.nombre}`}
          width={64}
          height={64}
          className="rounded-circle object-fit-cover"
        />
        <div className="flex-grow-1">
          <h2 className="h4 mb-1">{user.nombre}</h2>
          <div className="small text-body-secondary mb-1">Usuario: {user.username}</div>
          <div className="d-flex flex-wrap gap-1">
            <Badge bg={user.role === 'admin' ? 'primary' : 'light'} text={user.role === 'admin' ? undefined : 'dark'}>
              {user.role === 'admin' ? 'Administrador' : 'Trabajador'}
            </Badge>
            <Badge bg={user.activo ? 'success' : 'secondary'}>{user.activo ? 'Activo' : 'Inactivo'}</Badge>
            {user.must_change_password && (
              <Badge bg="warning" text="dark">
                Debe cambiar su contraseña
              </Badge>
            )}
          </div>
        </div>
        {!editing && (
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="primary"
              onClick={() => {
                update.reset();
                setEditing(true);
              }}
            >
              <i className="bi bi-pencil me-1" aria-hidden="true" />
              Editar
            </Button>
            <Button variant="outline-primary" onClick={() => setShowPassword(true)}>
              <i className="bi bi-key me-1" aria-hidden="true" />
              Contraseña temporal
            </Button>
            <Button variant={user.activo ? 'outline-danger' : 'outline-success'} onClick={() => setConfirmActive(true)}>
              {user.activo ? 'Desactivar' : 'Activar'}
            </Button>
          </div>
        )}
      </Card.Header>
      <Card.Body>
        {failure}
        {editing ? (
          <UserForm
            user={user}
            mutation={update}
            savedMessage={USER_MESSAGES.updated}
            onSaved={() => setEditing(false)}
            submitLabel="Guardar cambios"
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        ) : (
          <dl className="mb-0">
            {row('Correo electrónico', user.correo)}
            {row('RUT', user.rut ? formatRut(user.rut) : null)}
            {row('Cargo', user.puesto || USER_MESSAGES.noPosition)}
            {row('Teléfono', user.telefono)}
            {row('Razón social', user.razon_social)}
            {row('Fecha de nacimiento', formatDate(user.fecha_nacimiento))}
            {row('Dispositivo asignado', user.dispositivo)}
            {row('Creado', formatDateTime(user.created_at))}
            {row('Última modificación', formatDateTime(user.updated_at))}
          </dl>
        )}
      </Card.Body>
      <ConfirmDialog
        show={confirmActive}
        title={user.activo ? 'Desactivar usuario' : 'Activar usuario'}
        confirmLabel={user.activo ? 'Desactivar' : 'Activar'}
        message={
          user.activo
            ? `¿Desactivar a ${user.nombre}? Sus sesiones se cerrarán de inmediato, no podrá iniciar sesión y dejará de aparecer en el directorio.`
            : `¿Activar nuevamente a ${user.nombre}?`
        }
        pending={update.isPending}
        onConfirm={toggleActive}
        onCancel={() => setConfirmActive(false)}
      />
      <TemporaryPasswordDialog user={user} show={showPassword} onHide={() => setShowPassword(false)} />
    </Card>
  );
}
