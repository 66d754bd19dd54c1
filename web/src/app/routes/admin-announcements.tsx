import Container from 'react-bootstrap/Container';
import { AnnouncementsAdmin } from '../../features/announcements/components/announcements-admin';

export function AdminAnnouncementsRoute() {
  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <AnnouncementsAdmin />
    </Container>
  );
}
