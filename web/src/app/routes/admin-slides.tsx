import Container from 'react-bootstrap/Container';
import { SlidesAdmin } from '../../features/slides/components/slides-admin';

export function AdminSlidesRoute() {
  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <SlidesAdmin />
    </Container>
  );
}
