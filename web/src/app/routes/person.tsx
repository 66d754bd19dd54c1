import Container from 'react-bootstrap/Container';
import { useParams } from 'react-router';
import { PersonPage } from '../../features/people/components/person-page';
import { useViewer } from '../../features/session/api';

/** /personas/:id: one person's page; admins also get a link to edit the user. */
export function PersonRoute() {
  const { id } = useParams();
  const user = useViewer();
  const personId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : null;
  return (
    <Container className="py-4 py-lg-5">
      <PersonPage key={personId} id={personId} canEdit={user?.role === 'admin'} />
    </Container>
  );
}
