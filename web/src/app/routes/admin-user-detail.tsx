import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { UserDetail } from '../../features/users/components/user-detail';

/** /manage-users/{id}: one user, toggling view and edit. */
export function AdminUserDetailRoute() {
  const { id } = useParams();
  const userId = Number(id);
  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <title>{`Detalle de la persona | ${site.appName}`}</title>
      <nav aria-label="Ruta de navegación" className="mb-2">
        <Link to={paths.admin.users.path} className="small">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          Volver a Personas
        </Link>
      </nav>
      <h1 className="h3 mb-4">Detalle de la persona</h1>
      <UserDetail key={userId} id={Number.isInteger(userId) && userId > 0 ? userId : -1} />
    </Container>
  );
}
