import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { paths } from '../../config/paths';
import { site } from '../../config/site';

const FOOTER_LINKS = [
  { to: paths.root.path, label: 'Inicio' },
  { to: paths.procedures.path, label: 'Documentos' },
  { to: paths.news.path, label: 'Noticias' },
  { to: paths.organization.path, label: 'Organización' },
] as const;

/** Footer of every normal page: contact, links, social networks and copyright. */
export function MainFooter() {
  const { contact } = site;
  return (
    <footer className="app-footer">
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-lg-5">
            <BrandLogo size={44} />
            <p className="footer-tagline mt-3 mb-0">
              Energía y minería con personas seguras, comprometidas y conectadas.
            </p>
          </div>
          <div className="col-sm-7 col-lg-4">
            <h2 className="footer-title">Contacto</h2>
            <address className="mb-0">
              <p className="mb-2 d-flex gap-2">
                <i className="bi bi-geo-alt-fill" aria-hidden="true" />
                <span>{contact.address}</span>
              </p>
              <p className="mb-2 d-flex gap-2">
                <i className="bi bi-telephone-fill" aria-hidden="true" />
                <a href={contact.phoneHref}>{contact.phone}</a>
              </p>
              <p className="mb-0 d-flex gap-2">
                <i className="bi bi-envelope-fill" aria-hidden="true" />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            </address>
          </div>
          <div className="col-sm-5 col-lg-3">
            <h2 className="footer-title">Enlaces</h2>
            <ul className="list-unstyled mb-0">
              {FOOTER_LINKS.map(({ to, label }) => (
                <li key={label} className="mb-2">
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container d-flex flex-column flex-md-row align-items-center justify-content-between gap-3 py-3">
          <p className="mb-0 small text-center text-md-start">
            © {site.copyrightYear}{' '}
            <a href={site.websiteUrl} target="_blank" rel="noopener noreferrer">
              {site.companyName}
            </a>
            . Todos los derechos reservados.
          </p>
          <ul className="list-unstyled d-flex gap-2 mb-0" aria-label="Redes sociales">
            {site.social.map(({ name, url, icon }) => (
              <li key={name}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="social-link"
                  aria-label={name}
                  title={name}
                >
                  <i className={`bi ${icon}`} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
