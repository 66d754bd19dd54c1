import Container from 'react-bootstrap/Container';
import { NotFoundPage } from '../../components/not-found-page';

export function NotFoundRoute() {
  return (
    <Container>
      <NotFoundPage />
    </Container>
  );
}
