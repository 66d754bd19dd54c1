import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { AREAS, BRANCHES, branchById, utcToSantiago, type ContentEstado } from '@intranet/contract';
import { formatDateTime } from '../lib/format';

/**
 * Audience and publishing window of a news item or an announcement: the admin form's fields, the
 * status badge and the audience summary of the admin lists. Admin screens only (loaded with them).
 */

/** The form's values as typed: JSON lists and Santiago `YYYY-MM-DDTHH:MM` ('' = none). */
export interface AudienceScheduleValues {
  audiencia_areas: string;
  audiencia_sucursales: string;
  publicar_el: string;
  despublicar_el: string;
}

/** Initial values from a stored item (UTC dates shown in Santiago time). */
export function audienceScheduleValues(item?: {
  audiencia_areas?: string[];
  audiencia_sucursales?: number[];
  publicar_el?: string | null;
  despublicar_el?: string | null;
}): AudienceScheduleValues {
  return {
    audiencia_areas: JSON.stringify(item?.audiencia_areas ?? []),
    audiencia_sucursales: JSON.stringify(item?.audiencia_sucursales ?? []),
    publicar_el: item?.publicar_el ? utcToSantiago(item.publicar_el) : '',
    despublicar_el: item?.despublicar_el ? utcToSantiago(item.despublicar_el) : '',
  };
}

interface FieldsProps {
  idPrefix: string;
  values: AudienceScheduleValues;
  change: (field: keyof AudienceScheduleValues, value: string) => void;
  errors: Record<string, string | undefined>;
}

const parse = <T,>(json: string): T[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

/** 'Audiencia' (areas, branches) and 'Publicación' (from, until) of the admin forms. */
export function AudienceScheduleFields({ idPrefix, values, change, errors }: FieldsProps) {
  const areas = parse<string>(values.audiencia_areas);
  const branches = parse<number>(values.audiencia_sucursales);
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <Row className="mb-2">
      <Col md={6}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">Audiencia</legend>
          <Form.Group controlId={id('areas')} className="mb-2">
            <Form.Label className="small mb-1">Áreas</Form.Label>
            <Form.Select
              multiple
              htmlSize={4}
              value={areas}
              isInvalid={Boolean(errors.audiencia_areas)}
              aria-describedby={id('audiencia-hint')}
              onChange={(e) =>
                change('audiencia_areas', JSON.stringify([...e.target.selectedOptions].map((o) => o.value)))
              }
            >
              {AREAS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.audiencia_areas}</Form.Control.Feedback>
          </Form.Group>
          <div className="small mb-1">Sucursales</div>
          <div className="d-flex flex-wrap column-gap-3">
            {BRANCHES.map((b) => (
              <Form.Check
                key={b.id}
                id={id(`sucursal-${b.id}`)}
                label={b.nombre}
                checked={branches.includes(b.id)}
                onChange={(e) =>
                  change(
                    'audiencia_sucursales',
                    JSON.stringify(e.target.checked ? [...branches, b.id] : branches.filter((x) => x !== b.id)),
                  )
                }
              />
            ))}
          </div>
          {errors.audiencia_sucursales && (
            <div className="text-danger-emphasis small">{errors.audiencia_sucursales}</div>
          )}
          <Form.Text id={id('audiencia-hint')}>
            Sin áreas ni sucursales, la ven todos. Con ambas, quienes estén en una de las áreas <strong>y</strong> en
            una de las sucursales. Ctrl o Cmd para elegir varias áreas.
          </Form.Text>
        </fieldset>
      </Col>
      <Col md={6}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">Publicación (hora de Santiago)</legend>
          {(['publicar_el', 'despublicar_el'] as const).map((f) => (
            <Form.Group key={f} controlId={id(f)} className="mb-2">
              <Form.Label className="small mb-1">{f === 'publicar_el' ? 'Publicar el' : 'Despublicar el'}</Form.Label>
              <Form.Control
                type="datetime-local"
                value={values[f]}
                isInvalid={Boolean(errors[f])}
                onChange={(e) => change(f, e.target.value)}
              />
              <Form.Control.Feedback type="invalid">{errors[f]}</Form.Control.Feedback>
            </Form.Group>
          ))}
          <Form.Text>Vacío: se publica de inmediato y no vence.</Form.Text>
        </fieldset>
      </Col>
    </Row>
  );
}

const BADGE: Record<ContentEstado, { bg: string; text?: 'dark' }> = {
  Programada: { bg: 'warning', text: 'dark' },
  Publicada: { bg: 'success' },
  Vencida: { bg: 'secondary' },
};

/** 'Programada', 'Publicada' or 'Vencida', with the date that explains it. */
export function EstadoBadge({
  estado,
  publicar_el,
  despublicar_el,
}: {
  estado?: ContentEstado;
  publicar_el?: string | null;
  despublicar_el?: string | null;
}) {
  if (!estado) return null;
  const when =
    estado === 'Programada'
      ? `desde ${formatDateTime(publicar_el)}`
      : despublicar_el
        ? `${estado === 'Vencida' ? 'venció' : 'hasta'} ${formatDateTime(despublicar_el)}`
        : '';
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1">
      <Badge bg={BADGE[estado].bg} text={BADGE[estado].text}>
        {estado}
      </Badge>
      {when && <span className="small text-body-secondary">{when}</span>}
    </span>
  );
}

/** 'Todos', or the areas and branches of the audience. */
export function audienceSummary(item: { audiencia_areas?: string[]; audiencia_sucursales?: number[] }): string {
  const parts = [
    ...(item.audiencia_areas ?? []),
    ...(item.audiencia_sucursales ?? []).map((s) => branchById(s)?.nombre ?? `Sucursal ${s}`),
  ];
  return parts.length ? parts.join(' · ') : 'Todos';
}
