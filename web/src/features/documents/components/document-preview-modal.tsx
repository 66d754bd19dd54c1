import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { DocumentItem } from '@intranet/contract';
import { documentHref } from '../api';

/** Phones without a built-in PDF viewer (Android Chrome) report `pdfViewerEnabled === false`. */
const canShowPdfInline = () =>
  typeof navigator === 'undefined' || (navigator as { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;

interface DocumentPreviewModalProps {
  /** The document to show; null closes the modal. */
  document: DocumentItem | null;
  onClose: () => void;
}

/**
 * 'Ver': the PDF inside the page, in the browser's own viewer (served inline from the same origin,
 * which the CSP's frame-src 'self' allows). Phones without an inline viewer can open or download it.
 */
export function DocumentPreviewModal({ document, onClose }: DocumentPreviewModalProps) {
  return (
    <Modal
      show={document !== null}
      onHide={onClose}
      size="xl"
      fullscreen="md-down"
      centered
      aria-labelledby="document-preview-title"
      className="document-preview-modal"
    >
      {document && (
        <>
          <Modal.Header closeButton closeLabel="Cerrar">
            <Modal.Title id="document-preview-title" as="h2" className="h5 text-truncate">
              <i className="bi bi-file-earmark-pdf text-danger me-2" aria-hidden="true" />
              {document.nombre}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="p-0 bg-body-secondary">
            {canShowPdfInline() ? (
              <iframe
                key={document.archivo}
                src={documentHref(document, true)}
                title={`Vista previa de ${document.nombre}`}
                className="document-preview-frame"
              />
            ) : (
              <div className="text-center p-5">
                <i className="bi bi-file-earmark-pdf display-4 text-danger" aria-hidden="true" />
                <p className="mt-3 mb-0">Este navegador no muestra PDF dentro de la página.</p>
              </div>
            )}
          </Modal.Body>
          <Modal.Footer className="justify-content-between">
            <small className="text-body-secondary">
              ¿No se ve el documento? Ábralo en una pestaña nueva o descárguelo.
            </small>
            <div className="d-flex flex-wrap gap-2">
              <a
                className="btn btn-outline-primary"
                href={documentHref(document, true)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <i className="bi bi-box-arrow-up-right me-2" aria-hidden="true" />
                Abrir en pestaña nueva
              </a>
              <a className="btn btn-primary" href={documentHref(document)} download>
                <i className="bi bi-download me-2" aria-hidden="true" />
                Descargar
              </a>
              <Button variant="outline-secondary" onClick={onClose}>
                Cerrar
              </Button>
            </div>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
