import type { DocumentItem } from '@intranet/contract';
import { formatDate } from '../../../lib/format';
import { documentHref } from '../api';
import { formatFileSize } from '../../../lib/format-size';
import { SaveOfflineButton } from './saved-offline';

interface DocumentListProps {
  documents: DocumentItem[];
  /** Shows each document's area and sub-area (search results across areas). */
  showPlace?: boolean;
  onPreview: (doc: DocumentItem) => void;
}

/** The documents of the panel, each with 'Ver' (preview in the page) and a 'Descargar' link. */
export function DocumentList({ documents, showPlace = false, onPreview }: DocumentListProps) {
  return (
    <ul className="list-group document-list">
      {documents.map((doc) => (
        <li key={doc.id} className="list-group-item d-flex flex-wrap align-items-center gap-2 gap-sm-3 py-3">
          <div className="d-flex align-items-center gap-3 flex-grow-1 min-w-0 document-list-text">
            <i className="bi bi-file-earmark-pdf-fill document-list-icon flex-shrink-0" aria-hidden="true" />
            <div className="min-w-0">
              <h3 className="h6 mb-1 text-break">{doc.nombre}</h3>
              <p className="small text-body-secondary mb-0">
                {showPlace && (
                  <>
                    {doc.area} · {doc.subarea}
                    <br />
                  </>
                )}
                PDF · {formatFileSize(doc.tamano)} · {formatDate(doc.fecha_subida)}
              </p>
            </div>
          </div>
          <div className="d-flex flex-wrap gap-2 ms-auto">
            <SaveOfflineButton doc={doc} />
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onPreview(doc)}>
              <i className="bi bi-eye me-1" aria-hidden="true" />
              Ver<span className="visually-hidden"> {doc.nombre}</span>
            </button>
            <a className="btn btn-sm btn-primary" href={documentHref(doc)} download>
              <i className="bi bi-download me-1" aria-hidden="true" />
              Descargar<span className="visually-hidden"> {doc.nombre}</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
