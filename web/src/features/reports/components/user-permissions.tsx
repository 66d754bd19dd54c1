import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { AdminReport, ReportUserPermissions } from '@intranet/contract';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { useSaveUserPermissions } from '../admin-api';
import './user-permissions.css';

interface UserPermissionsProps {
  users: ReportUserPermissions[];
  reports: AdminReport[];
}

/** Chooses a person and the reports they may see; saving replaces the whole list. */
export function UserPermissions({ users, reports }: UserPermissionsProps) {
  const [userId, setUserId] = useState<number | null>(null);
  const user = users.find((u) => u.id === userId) ?? null;
  return (
    <>
      <Form.Group className="mb-3" controlId="permisos-usuario">
        <Form.Label>Persona</Form.Label>
        <Form.Select value={userId ?? ''} onChange={(e) => setUserId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">Seleccione una persona</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.nombre} · {u.username}
              {u.rut ? ` (${u.rut})` : ''} — {u.reportes.length} {u.reportes.length === 1 ? 'reporte' : 'reportes'}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {user ? (
        <PermissionsChecklist key={user.id} user={user} reports={reports} />
      ) : (
        <p className="text-body-secondary mb-0">Seleccione una persona para ver y cambiar sus reportes.</p>
      )}
    </>
  );
}

function PermissionsChecklist({ user, reports }: { user: ReportUserPermissions; reports: AdminReport[] }) {
  const [chosen, setChosen] = useState<Set<number>>(new Set(user.reportes));
  const save = useSaveUserPermissions();
  const notify = useToast();
  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <fieldset>
      <legend className="h6">Reportes de {user.nombre}</legend>
      {reports.length === 0 && <p className="text-body-secondary">Primero cree un reporte.</p>}
      <div className="permissions-grid mb-3">
        {reports.map((r) => (
          <Form.Check
            key={r.id}
            id={`permiso-${user.id}-${r.id}`}
            label={r.nombre}
            checked={chosen.has(r.id)}
            onChange={() => toggle(r.id)}
          />
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { userId: user.id, reportes: [...chosen] },
              {
                onSuccess: () => notify('Permisos actualizados exitosamente'),
                onError: (e) => notify(errorMessage(e), 'danger'),
              },
            )
          }
        >
          {save.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Guardar permisos
        </Button>
        <Button variant="outline-primary" onClick={() => setChosen(new Set(reports.map((r) => r.id)))}>
          Marcar todos
        </Button>
        <Button variant="outline-primary" onClick={() => setChosen(new Set())}>
          Quitar todos
        </Button>
      </div>
    </fieldset>
  );
}
