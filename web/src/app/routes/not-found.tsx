import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';

export function NotFoundRoute() {
  return (
    <Container className="py-5 text-center">
      <title>{`Página no encontrada | ${site.appName}`}</title>
      <p className="display-1 fw-bold text-accent mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2 mb-3">Página no encontrada</h1>
      <p className="text-body-secondary mb-4">La dirección que buscas no existe o fue movida.</p>
      <Link to={paths.home.path} className="btn btn-primary">
        <i className="bi bi-house-door me-2" aria-hidden="true" />
        Ir al Inicio
      </Link>
    </Container>
  );
}
