import Container from 'react-bootstrap/Container';
import { BirthdaysAdmin } from '../../features/birthdays/components/birthdays-admin';

export function AdminBirthdaysRoute() {
  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <BirthdaysAdmin />
    </Container>
  );
}
