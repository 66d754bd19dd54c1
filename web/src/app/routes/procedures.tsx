import { site } from '../../config/site';
import { useBootOverlayHandover } from '../../lib/boot-overlay';
import { DownloadCards } from '../../features/documents/components/download-cards';
import { ProceduresBrowser } from '../../features/documents/components/procedures-browser';
import '../../features/documents/documents.css';

/** 'Documentos PDF': corporate downloads, then the areas and their procedures. */
export function ProceduresRoute() {
  // The title the server painted with the HTML gives way to this one (same text, same place).
  useBootOverlayHandover();
  return (
    <div className="container py-4 py-md-5">
      <title>{`Documentos PDF | ${site.appName}`}</title>
      <h1 className="h2 mb-4">Documentos PDF</h1>
      <DownloadCards />
      <ProceduresBrowser />
    </div>
  );
}
