import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { DOCUMENT_DOWNLOAD_LINKS } from '../../../config/documents-links';

/** The corporate templates (signature, graphic standards, PPT, Word, Teams backgrounds), external links. */
export function DownloadCards() {
  return (
    <section aria-labelledby="document-downloads-title" className="mb-4">
      <h2 id="document-downloads-title" className="h5 mb-3">
        Descargas corporativas
      </h2>
      <Row xs={1} sm={2} lg={5} className="g-3">
        {DOCUMENT_DOWNLOAD_LINKS.map((link) => (
          <Col key={link.title}>
            <Card className="h-100 download-card shadow-sm">
              <Card.Body className="d-flex flex-column">
                <div className="download-card-icon mb-2" aria-hidden="true">
                  <i className={`bi ${link.icon}`} />
                </div>
                <Card.Title as="h3" className="h6 mb-1">
                  {link.title}
                </Card.Title>
                <Card.Text className="small text-body-secondary flex-grow-1">{link.description}</Card.Text>
                <div className="d-flex flex-wrap gap-2">
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
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
