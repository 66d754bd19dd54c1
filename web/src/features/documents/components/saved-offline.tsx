import { useState } from 'react';
import type { DocumentItem } from '@intranet/contract';
import { formatDateTime } from '../../../lib/format';
import { removePdf, savedPdfUrl, savePdf, useSavedPdfs } from '../../../offline/saved-pdfs';
import { formatFileSize } from '../../../lib/format-size';

/** 'Guardar sin conexión' on one procedure; once kept, 'Guardado sin conexión' removes it. */
export function SaveOfflineButton({ doc }: { doc: DocumentItem }) {
  const saved = useSavedPdfs().some((s) => s.archivo === doc.archivo);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (saved) await removePdf(doc.archivo);
      else await savePdf(doc);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'No se pudo guardar el documento en este dispositivo.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm ${saved ? 'btn-success' : 'btn-outline-primary'}`}
        aria-pressed={saved}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {busy ? (
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
        ) : (
          <i className={`bi ${saved ? 'bi-check-circle' : 'bi-cloud-download'} me-1`} aria-hidden="true" />
        )}
        {saved ? 'Guardado sin conexión' : 'Guardar sin conexión'}
        <span className="visually-hidden"> {doc.nombre}</span>
      </button>
      {error && (
        <div className="alert alert-danger w-100 py-2 mb-0" role="alert">
          {error}
        </div>
      )}
    </>
  );
}

/** 'Disponibles sin conexión': the PDFs kept on this device, with size, to open or remove. */
export function SavedOfflineList() {
  const saved = useSavedPdfs();
  if (saved.length === 0) return null;
  return (
    <section className="mb-4" aria-labelledby="saved-offline-title">
      <h2 id="saved-offline-title" className="h5">
        <i className="bi bi-cloud-check me-2" aria-hidden="true" />
        Disponibles sin conexión
      </h2>
      <ul className="list-group saved-offline-list">
        {saved.map((s) => (
          <li key={s.archivo} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <div className="flex-grow-1 min-w-0">
              <h3 className="h6 mb-0 text-break">{s.nombre}</h3>
              <small className="text-body-secondary">
                {formatFileSize(s.tamano)} · guardado el {formatDateTime(s.guardado)}
              </small>
            </div>
            <a className="btn btn-sm btn-primary" href={savedPdfUrl(s.archivo)} target="_blank" rel="noopener">
              <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
              Abrir<span className="visually-hidden"> {s.nombre}</span>
            </a>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void removePdf(s.archivo)}>
              <i className="bi bi-trash me-1" aria-hidden="true" />
              Quitar<span className="visually-hidden"> {s.nombre}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
