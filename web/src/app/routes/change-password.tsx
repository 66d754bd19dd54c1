import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PASSWORD_CHANGE_REDIRECT_MS } from '@intranet/contract';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { sessionQueryKey, useViewer } from '../../features/session/api';

/** /change-password: after a success the fields clear and the app goes to /user-profile after 2 s. */
export function ChangePasswordRoute() {
  const user = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const mustChange = Boolean(user && 'mustChangePassword' in user && user.mustChangePassword);

  const onChanged = () => {
    // The server cleared the temporary-password flag: let the guards know before leaving.
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    timer.current = window.setTimeout(() => void navigate(paths.userProfile.path), PASSWORD_CHANGE_REDIRECT_MS);
  };

  return (
    <Container className="py-5">
      <title>{`Cambiar Contraseña | ${site.appName}`}</title>
      <div className="mx-auto" style={{ maxWidth: 520 }}>
        <h1 className="h2 mb-4">Cambiar Contraseña</h1>
        {mustChange && <Alert variant="warning">Debe cambiar su contraseña temporal antes de continuar.</Alert>}
        <Card className="shadow-sm">
          <Card.Body className="p-4">
            <ChangePasswordForm
              onChanged={onChanged}
              owner={{ role: user?.role ?? 'worker', username: user?.username, rut: user?.rut, nombre: user?.nombre }}
            />
          </Card.Body>
        </Card>
      </div>
    </Container>
  );
}
