import Container from 'react-bootstrap/Container';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ReceivedGreetings } from '../../features/birthdays/components/received-greetings';
import { ProfileView } from '../../features/profile/components/profile-view';
import { PushCard } from '../../features/notifications/components/push-card';
import { TwoFactorCard } from '../../features/two-factor/components/two-factor-card';

/** /mi-perfil and /user-profile: the caller's profile. */
export function MyProfileRoute() {
  return (
    <Container className="py-5">
      <title>{`Mi Perfil | ${site.appName}`}</title>
      <h1 className="h2 mb-4">Mi Perfil</h1>
      <ProfileView changePasswordHref={paths.changePassword.path} />
      <div className="mt-4" style={{ maxWidth: 720 }}>
        <ReceivedGreetings />
      </div>
      <div className="mt-4" style={{ maxWidth: 720 }}>
        <PushCard />
      </div>
      <div className="mt-4" style={{ maxWidth: 720 }}>
        <TwoFactorCard />
      </div>
    </Container>
  );
}
