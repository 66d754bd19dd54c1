import { AuditLog } from '../../features/audit/components/audit-log';

export function AdminAuditRoute() {
  return (
    <div className="p-3 p-md-4">
      <h1 className="h3 mb-3">Auditoría</h1>
      <p className="text-muted">
        Inicios de sesión (exitosos y fallidos) y cada creación, actualización o eliminación hecha por un administrador.
      </p>
      <AuditLog />
    </div>
  );
}
