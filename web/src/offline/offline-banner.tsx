import { formatDateTime } from '../lib/format';
import { useOfflineSavedAt } from './status';

/** 'Sin conexión · mostrando datos guardados el {fecha hora}' while the screen shows kept answers. */
export function OfflineBanner() {
  const savedAt = useOfflineSavedAt();
  if (!savedAt) return null;
  return (
    <div className="offline-banner" role="status">
      <i className="bi bi-wifi-off me-2" aria-hidden="true" />
      Sin conexión · mostrando datos guardados el {formatDateTime(savedAt)}
    </div>
  );
}
