import { Link } from 'react-router';
import { paths } from '../config/paths';
import { site } from '../config/site';

interface NotFoundPageProps {
  /** The heading; 'Página no encontrada' unless a screen names what is missing. */
  title?: string;
  detail?: string;
  /** Where to go instead; the home page unless a screen has a closer place. */
  back?: { to: string; label: string; icon?: string };
  /** 2 inside a screen that already has its h1 and document title (an admin detail page). */
  level?: 1 | 2;
}

/**
 * The one not-found page: unknown addresses and missing records (a topic, a news item, a slide, a
 * person) look and read the same. Place it inside the screen's container.
 */
export function NotFoundPage({
  title = 'Página no encontrada',
  detail = 'La dirección que busca no existe o fue movida.',
  back = { to: paths.home.path, label: 'Ir al Inicio', icon: 'bi-house-door' },
  level = 1,
}: NotFoundPageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  // A heading reads like the others ('Página no encontrada', 'Tema no encontrado'): no closing period, even
  // when the title is an API message ('Usuario no encontrado.').
  const heading = title.replace(/\.$/, '');
  return (
    <div className="py-5 text-center not-found-page">
      {level === 1 && <title>{`${heading} | ${site.appName}`}</title>}
      <p className="display-1 fw-bold text-accent mb-0" aria-hidden="true">
        404
      </p>
      <Heading className="h2 mb-3">{heading}</Heading>
      <p className="text-body-secondary mb-4">{detail}</p>
      <Link to={back.to} className="btn btn-primary">
        <i className={`bi ${back.icon ?? 'bi-arrow-left'} me-2`} aria-hidden="true" />
        {back.label}
      </Link>
    </div>
  );
}
