import Container from 'react-bootstrap/Container';
import { useParams } from 'react-router';
import { AnnouncementPage } from '../../features/announcements/components/announcement-page';

/** /anuncios/{type}: reachable without a session. */
export function AnnouncementRoute() {
  const { type = '' } = useParams();
  return (
    <Container className="py-4 py-lg-5">
      <AnnouncementPage type={type} />
    </Container>
  );
}
