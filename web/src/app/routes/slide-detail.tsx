import Container from 'react-bootstrap/Container';
import { useParams } from 'react-router';
import { SlideDetail } from '../../features/slides/components/slide-detail';

export function SlideDetailRoute() {
  const { id } = useParams();
  return (
    <Container className="py-4 py-lg-5">
      <SlideDetail id={/^\d+$/.test(id ?? '') ? Number(id) : null} />
    </Container>
  );
}
