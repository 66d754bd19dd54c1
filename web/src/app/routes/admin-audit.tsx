import { AuditLog } from '../../features/audit/components/audit-log';

export function AdminAuditRoute() {
  return (
    <div className="p-3 p-md-4">
      <h1 className="h3 mb-3">Auditoría</h1>
      <p className="text-muted">
        Inicios y cierres de sesión, cambios de contraseña y de verificación en dos pasos, accesos denegados y cada
        cambio hecho (o rechazado) en la administración.
      </p>
      <AuditLog />
    </div>
  );
}
