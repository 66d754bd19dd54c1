import Alert from 'react-bootstrap/Alert';
import { normalizeRut } from '@intranet/contract';
import { errorMessage } from '../../../lib/api-client';
import { useDevices } from '../api';

export const UNEXPECTED_FORMAT = 'Formato de datos inesperado';

/** The device assigned to a RUT in the device map, whatever form its keys take. */
export function deviceFor(map: unknown, rut: string): string | null | 'invalid' {
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return 'invalid';
  const wanted = normalizeRut(rut) ?? rut;
  for (const [key, value] of Object.entries(map as Record<string, unknown>)) {
    if ((normalizeRut(key) ?? key) === wanted) return typeof value === 'string' && value.trim() ? value : null;
  }
  return null;
}

/**
 * 'Dispositivo asignado' for the logged-in user: 'No asignado' without a device, 'Error al cargar' when the map
 * fails.
 */
export function DeviceLine({ rut }: { rut: string | undefined }) {
  const devices = useDevices(Boolean(rut));
  let value: string;
  let problem: string | null = null;
  if (!rut) value = 'No asignado';
  else if (devices.isPending) value = 'Cargando...';
  else if (devices.isError) {
    value = 'Error al cargar';
    problem = `Error al cargar datos: ${errorMessage(devices.error)}`;
  } else {
    const found = deviceFor(devices.data, rut);
    if (found === 'invalid') {
      value = 'Error al cargar';
      problem = UNEXPECTED_FORMAT;
    } else value = found ?? 'No asignado';
  }
  return (
    <div className="device-line mb-4">
      <p className="mb-2">
        <i className="bi bi-laptop me-2" aria-hidden="true" />
        <strong>Dispositivo asignado:</strong> <span data-testid="device-value">{value}</span>
      </p>
      {problem && (
        <Alert variant="warning" className="py-2 small mb-0">
          {problem}
        </Alert>
      )}
    </div>
  );
}
