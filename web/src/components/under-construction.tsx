import Container from 'react-bootstrap/Container';
import { site } from '../config/site';

/** Placeholder for a screen that is routed but not built yet. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Container className="py-5">
      <title>{`${title} | ${site.appName}`}</title>
      <h1 className="h2 mb-4">{title}</h1>
      <div className="under-construction text-center p-5 rounded-3">
        <i className="bi bi-cone-striped display-4 text-accent" aria-hidden="true" />
        <p className="lead mt-3 mb-0">Sección en construcción</p>
      </div>
    </Container>
  );
}
