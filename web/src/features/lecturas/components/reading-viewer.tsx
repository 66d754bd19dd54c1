import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { documentFileUrl, type LecturaPendiente } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { formatLongDate } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useReadingAnnouncement, useReadingNews as useNews } from '../api';

const ICON = {
  documento: 'bi-file-earmark-pdf text-danger',
  noticia: 'bi-newspaper',
  anuncio: 'bi-megaphone',
} as const;

/** Phones without a built-in PDF viewer (Android Chrome) report `pdfViewerEnabled === false`. */
const canShowPdfInline = () =>
  typeof navigator === 'undefined' || (navigator as { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;

interface ReadingViewerProps {
  reading: LecturaPendiente | null;
  onClose: () => void;
  /** The server recorded the opening (the PDF or the article arrived): ask for the pending list again. */
  onOpened: () => void;
}

/**
 * Opens the item of a mandatory reading: the current PDF in the browser's viewer, the news article or the
 * announcement.
 * Fetching it is what the server records as 'opened'; only then can the reading be confirmed.
 */
export function ReadingViewer({ reading, onClose, onOpened }: ReadingViewerProps) {
  return (
    <Modal
      show={reading !== null}
      onHide={onClose}
      size="xl"
      fullscreen="md-down"
      centered
      aria-labelledby="reading-viewer-title"
      className="document-preview-modal"
    >
      {reading && (
        <>
          <Modal.Header closeButton closeLabel="Cerrar">
            <Modal.Title id="reading-viewer-title" as="h2" className="h5 text-truncate">
              <i className={`bi ${ICON[reading.tipo]} me-2`} aria-hidden="true" />
              {reading.titulo}
            </Modal.Title>
          </Modal.Header>
          {reading.tipo === 'documento' && reading.archivo ? (
            <PdfBody archivo={reading.archivo} titulo={reading.titulo} onOpened={onOpened} />
          ) : reading.tipo === 'anuncio' ? (
            <AnnouncementBody id={reading.item_id} onOpened={onOpened} />
          ) : (
            <NewsBody id={reading.item_id} onOpened={onOpened} />
          )}
          <Modal.Footer>
            <Button variant="primary" onClick={onClose}>
              Volver a mis lecturas
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}

function PdfBody({ archivo, titulo, onOpened }: { archivo: string; titulo: string; onOpened: () => void }) {
  const inline = documentFileUrl(archivo, true);
  return (
    <Modal.Body className="p-0 bg-body-secondary">
      {canShowPdfInline() ? (
        <iframe
          key={archivo}
          src={inline}
          title={`Documento: ${titulo}`}
          className="document-preview-frame"
          onLoad={onOpened}
        />
      ) : (
        <div className="text-center p-5">
          <i className="bi bi-file-earmark-pdf display-4 text-danger" aria-hidden="true" />
          <p className="mt-3">Este navegador no muestra PDF dentro de la página.</p>
          <a className="btn btn-primary" href={inline} target="_blank" rel="noopener noreferrer" onClick={onOpened}>
            <i className="bi bi-box-arrow-up-right me-2" aria-hidden="true" />
            Abrir en pestaña nueva
          </a>
        </div>
      )}
    </Modal.Body>
  );
}

function NewsBody({ id, onOpened }: { id: number; onOpened: () => void }) {
  const news = useNews(id);
  const loaded = news.isSuccess;
  useEffect(() => {
    if (loaded) onOpened();
  }, [loaded, onOpened]);
  return (
    <Modal.Body className="p-3 p-md-4">
      {news.error ? (
        <ErrorAlert error={news.error} onRetry={() => void news.refetch()} />
      ) : !news.data ? (
        <p role="status" className="text-body-secondary">
          Cargando noticia...
        </p>
      ) : (
        <article>
          <time dateTime={news.data.fecha} className="d-block text-body-secondary mb-2">
            {formatLongDate(news.data.fecha)}
          </time>
          <p className="mb-2">
            <strong>Área:</strong> {news.data.area}
          </p>
          <div style={{ whiteSpace: 'pre-line' }}>{news.data.detalle}</div>
        </article>
      )}
    </Modal.Body>
  );
}

function AnnouncementBody({ id, onOpened }: { id: number; onOpened: () => void }) {
  const announcement = useReadingAnnouncement(id);
  const loaded = announcement.isSuccess;
  useEffect(() => {
    if (loaded) onOpened();
  }, [loaded, onOpened]);
  return (
    <Modal.Body className="p-3 p-md-4">
      {announcement.error ? (
        <ErrorAlert error={announcement.error} onRetry={() => void announcement.refetch()} />
      ) : !announcement.data ? (
        <p role="status" className="text-body-secondary">
          Cargando anuncio...
        </p>
      ) : (
        <article>
          {announcement.data.image1 && (
            <img
              src={storedImageUrl(announcement.data.image1, true)!}
              alt=""
              className="w-100 h-auto rounded-3 mb-3 object-fit-cover"
              style={{ maxHeight: '40vh' }}
            />
          )}
          <div style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{announcement.data.detail}</div>
        </article>
      )}
    </Modal.Body>
  );
}
