import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { removeBootOverlay } from '../../lib/boot-overlay';

/** What went wrong, in words for the reader (never a stack trace). */
function describe(error: unknown): { title: string; detail: string } {
  if (isChunkLoadError(error)) {
    return {
      title: 'No se pudo abrir esta página',
      detail: 'No se pudo descargar la pantalla. Revise su conexión a Internet e intente nuevamente.',
    };
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Página no encontrada', detail: 'La dirección que busca no existe o fue movida.' };
  }
  return {
    title: 'No se pudo mostrar esta página',
    detail: 'Ocurrió un error inesperado. Intente nuevamente; si el problema continúa, avise a soporte.',
  };
}

/**
 * The error screen of every route (instead of React Router's developer page). Inside a layout it
 * replaces only the page, so the menu stays usable; 'Reintentar' loads the page again (a screen
 * whose file failed to download is fetched anew).
 */
export function RouteError() {
  const error = useRouteError();
  const { title, detail } = describe(error);
  useEffect(() => {
    removeBootOverlay();
    console.error('Error al mostrar la página', error);
  }, [error]);
  return (
    <Container className="py-5 text-center" role="alert">
      <title>{`${title} | ${site.appName}`}</title>
      <i className="bi bi-exclamation-triangle display-4 text-warning d-block mb-3" aria-hidden="true" />
      <h1 className="h2 mb-3">{title}</h1>
      <p className="text-body-secondary mb-4">{detail}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Button variant="primary" onClick={() => window.location.reload()}>
          <i className="bi bi-arrow-clockwise me-2" aria-hidden="true" />
          Reintentar
        </Button>
        <Link to={paths.home.path} className="btn btn-outline-primary">
          <i className="bi bi-house-door me-2" aria-hidden="true" />
          Ir al inicio
        </Link>
      </div>
    </Container>
  );
}

/** The same screen when the layout itself failed: a page of its own, with the company name on top. */
export function RootError() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="bg-primary text-white py-3 px-4 fw-semibold">{site.companyName}</header>
      <main id="contenido" className="flex-grow-1">
        <RouteError />
      </main>
    </div>
  );
}
