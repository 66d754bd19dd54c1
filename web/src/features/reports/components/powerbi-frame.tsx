import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import './powerbi-frame.css';

/** Without a load event by then, the frame is taken as blocked or unreachable. */
export const POWERBI_LOAD_TIMEOUT_MS = 20_000;

interface PowerBiFrameProps {
  url: string;
  title: string;
  height?: number;
  /** Hides the bottom 80 px of the embed (Power BI's footer). */
  footerMask?: boolean;
}

/**
 * An embedded Power BI report; 'Cargando el informe de Power BI...' shows until the frame loads. When it does not
 * load (no connection, a network that blocks Power BI, too slow), a Spanish message offers 'Abrir en Power BI' and
 * 'Reintentar' instead of a grey frame; the link is also always under the frame, since a page Power BI refuses to
 * show inside another site still counts as loaded.
 */
export function PowerBiFrame({ url, title, height = 700, footerMask = false }: PowerBiFrameProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loaded = loadedUrl === url;
  const failed = failedUrl === url && !loaded;

  useEffect(() => {
    if (loaded) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setFailedUrl(url);
      return;
    }
    const timer = window.setTimeout(() => setFailedUrl(url), POWERBI_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [url, attempt, loaded]);

  const open = (
    <a href={url} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
      <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
      Abrir en Power BI
    </a>
  );

  return (
    <>
      <div className="powerbi-frame position-relative" style={{ height }}>
        {failed ? (
          <div className="powerbi-loading powerbi-failed flex-column gap-3 p-3 text-center" role="alert">
            <p className="mb-0">
              No se pudo cargar el informe de Power BI aquí. Puede que no haya conexión o que su red bloquee Power BI.
            </p>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              {open}
              <Button
                variant="outline-primary"
                onClick={() => {
                  setFailedUrl(null);
                  setAttempt((n) => n + 1);
                }}
              >
                Reintentar
              </Button>
            </div>
          </div>
        ) : (
          !loaded && (
            <p className="powerbi-loading mb-0" role="status">
              Cargando el informe de Power BI...
            </p>
          )
        )}
        <iframe
          key={`${url}#${attempt}`}
          src={url}
          title={title}
          width="100%"
          height={height}
          allowFullScreen
          referrerPolicy="no-referrer"
          onLoad={() => setLoadedUrl(url)}
        />
        {footerMask && <div className="powerbi-mask" aria-hidden="true" data-testid="powerbi-mask" />}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">
        ¿No se ve el informe?{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          Abrir en Power BI
        </a>
      </p>
    </>
  );
}
