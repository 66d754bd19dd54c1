import type { LecturaPendiente } from '@intranet/contract';
import { formatDate } from '../../../lib/format';

/** 'Vence el 10-12-2026', or a red 'Vencida' mark. */
export function DueBadge({ reading }: { reading: Pick<LecturaPendiente, 'fecha_limite' | 'vencida'> }) {
  return reading.vencida ? (
    <span className="text-danger-emphasis fw-semibold">
      <span className="badge bg-danger me-2">Vencida</span>
      venció el {formatDate(reading.fecha_limite)}
    </span>
  ) : (
    <span className="text-body-secondary">Vence el {formatDate(reading.fecha_limite)}</span>
  );
}
