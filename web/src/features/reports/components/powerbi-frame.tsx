import { useState } from 'react';
import './powerbi-frame.css';

interface PowerBiFrameProps {
  url: string;
  title: string;
  height?: number;
  /** Hides the bottom 80 px of the embed (Power BI's footer), spec §2 Datos. */
  footerMask?: boolean;
}

/** An embedded Power BI report; 'Cargando el informe de Power BI...' shows until the frame loads. */
export function PowerBiFrame({ url, title, height = 700, footerMask = false }: PowerBiFrameProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  return (
    <div className="powerbi-frame position-relative" style={{ height }}>
      {loadedUrl !== url && (
        <p className="powerbi-loading mb-0" role="status">
          Cargando el informe de Power BI...
        </p>
      )}
      <iframe
        key={url}
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
  );
}
