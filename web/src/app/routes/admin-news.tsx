import Container from 'react-bootstrap/Container';
import { NewsAdmin } from '../../features/news/components/news-admin';

export function AdminNewsRoute() {
  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <NewsAdmin />
    </Container>
  );
}
