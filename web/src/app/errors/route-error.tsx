import { Component, useEffect, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
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
export function RouteError({ error }: { error: unknown }) {
  const { title, detail } = describe(error);
  useEffect(() => {
    removeBootOverlay();
    console.error('Error al mostrar la página', error);
  }, [error]);
  return (
    <div className="container py-5 text-center" role="alert">
      <title>{`${title} | ${site.appName}`}</title>
      <i className="bi bi-exclamation-triangle display-4 text-warning d-block mb-3" aria-hidden="true" />
      <h1 className="h2 mb-3">{title}</h1>
      <p className="text-body-secondary mb-4">{detail}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <i className="bi bi-arrow-clockwise me-2" aria-hidden="true" />
          Reintentar
        </button>
        <Link to={paths.home.path} className="btn btn-outline-primary">
          <i className="bi bi-house-door me-2" aria-hidden="true" />
          Ir al inicio
        </Link>
      </div>
    </div>
  );
}

/** The same screen when the layout itself failed: a page of its own, with the company name on top. */
export function RootError({ error }: { error: unknown }) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="bg-primary text-white py-3 px-4 fw-semibold">{site.companyName}</header>
      <main id="contenido" className="flex-grow-1">
        <RouteError error={error} />
      </main>
    </div>
  );
}

interface BoundaryProps {
  /** A new value (the page's address) clears the error: the next page renders normally. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** React's error boundary: what a page throws (a bug, a screen file that cannot be downloaded) shows `fallback`. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown; key: string }> {
  override state = { failed: false, error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * The pages of a layout: an error in one shows the Spanish error screen in the layout's place for pages (menu
 * still there), and goes away when the reader opens another address.
 */
export function RouteBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      <Outlet />
    </ErrorBoundary>
  );
}
