import { DOCUMENT_DOWNLOAD_LINKS } from '../../../config/documents-links';

/** The corporate templates (signature, graphic standards, PPT, Word, Teams backgrounds), external links. */
export function DownloadCards() {
  return (
    <section aria-labelledby="document-downloads-title" className="mb-4">
      <h2 id="document-downloads-title" className="h5 mb-3">
        Descargas corporativas
      </h2>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-5 g-3">
        {DOCUMENT_DOWNLOAD_LINKS.map((link) => (
          <div className="col" key={link.title}>
            <div className="card h-100 download-card shadow-sm">
              {/* Phones: icon beside title and buttons, no description, so the list stays short. */}
              <div className="card-body d-flex flex-sm-column gap-3 gap-sm-0">
                <div className="download-card-icon mb-sm-2 flex-shrink-0" aria-hidden="true">
                  <i className={`bi ${link.icon}`} />
                </div>
                <div className="d-flex flex-column flex-grow-1">
                  <h3 className="card-title h6 mb-1">{link.title}</h3>
                  <p className="card-text small text-body-secondary flex-grow-1 d-none d-sm-block">
                    {link.description}
                  </p>
                  <div className="download-card-actions d-flex flex-wrap gap-2 mt-1 mt-sm-0">
                    <a
                      className="btn btn-sm btn-primary"
                      href={link.downloadUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <i className="bi bi-download me-1" aria-hidden="true" />
                      Descargar<span className="visually-hidden"> {link.title} (se abre en una pestaña nueva)</span>
                    </a>
                    {link.videoUrl && (
                      <a
                        className="btn btn-sm btn-outline-primary"
                        href={link.videoUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <i className="bi bi-play-circle me-1" aria-hidden="true" />
                        Video<span className="visually-hidden"> de {link.title} (se abre en una pestaña nueva)</span>
                      </a>
                    )}
                  </div>
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
