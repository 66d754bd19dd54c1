import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { TwoFactorCard } from '../../features/two-factor/components/two-factor-card';
import { useSession } from '../../features/session/api';

export function TwoFactorSetupRoute() {
  const session = useSession();
  return (
    <Container className="py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">Verificación en dos pasos</h1>
      <TwoFactorCard title={false} />
      {session.data && !session.data.mustSetupTwoFactor && (
        <p className="mt-3">
          <Link to={paths.home.path}>Volver al inicio</Link>
        </p>
      )}
    </Container>
  );
}
