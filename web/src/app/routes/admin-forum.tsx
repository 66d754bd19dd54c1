import Container from 'react-bootstrap/Container';
import { AdminForum } from '../../features/forum/components/admin-forum';
import { site } from '../../config/site';

export function AdminForumRoute() {
  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <title>{`Foro | ${site.appName}`}</title>
      <h1 className="h3 mb-3">Foro: temas y comentarios</h1>
      <AdminForum />
    </Container>
  );
}
