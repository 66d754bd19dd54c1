import { useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { AREAS, BRANCHES, type LecturaTipo } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { useToast } from '../../../components/toast-provider';
import { ApiError } from '../../../lib/api-client';
import { todayInSantiago } from '../../../lib/format';
import { useActivePeople, useAssignableItems, useCreateLectura } from '../admin-api';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';
import { SearchInput } from '../../../components/search-input';

/** Two weeks from today (Santiago), `YYYY-MM-DD`. */
function inTwoWeeks(): string {
  const [y, m, d] = todayInSantiago().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 14)).toISOString().slice(0, 10);
}

const selected = (el: HTMLSelectElement) => [...el.selectedOptions].map((o) => o.value);

const ITEM_LABEL: Record<LecturaTipo, string> = { documento: 'Documento', noticia: 'Noticia', anuncio: 'Anuncio' };

/** 'Nueva lectura obligatoria': what (a document, a news item or an announcement), to whom, until when. */
export function LecturaForm() {
  const [tipo, setTipo] = useState<LecturaTipo>('documento');
  const [itemId, setItemId] = useState('');
  const [todos, setTodos] = useState(false);
  const [areas, setAreas] = useState<string[]>([]);
  const [sucursales, setSucursales] = useState<number[]>([]);
  const [personas, setPersonas] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [fecha, setFecha] = useState(inTwoWeeks);
  const items = useAssignableItems(tipo);
  const people = useActivePeople();
  const create = useCreateLectura();
  const notify = useToast();

  const shownPeople = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (people.data ?? []).filter(
      (p) => !f || personas.includes(String(p.id)) || `${p.nombre} ${p.area ?? ''}`.toLowerCase().includes(f),
    );
  }, [people.data, filter, personas]);

  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        tipo,
        item_id: Number(itemId),
        todos,
        areas,
        sucursales,
        personas: personas.map(Number),
        fecha_limite: fecha,
      },
      {
        onSuccess: (l) => {
          notify(`Lectura obligatoria asignada: «${l.titulo}» (${l.total} personas).`);
          setItemId('');
          setTodos(false);
          setAreas([]);
          setSucursales([]);
          setPersonas([]);
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="lectura-form-title">
      <h2 id="lectura-form-title" className="h5 mb-3">
        Nueva lectura obligatoria
      </h2>
      <RequiredLegend />
      {create.error && <ErrorAlert error={create.error} />}
      <Row className="g-3">
        <Col md={4}>
          <Form.Group controlId="lectura-tipo">
            <FieldLabel required>Qué debe leerse</FieldLabel>
            <Form.Select
              required
              value={tipo}
              onChange={(e) => {
                setTipo(e.target.value as LecturaTipo);
                setItemId('');
              }}
            >
              <option value="documento">Documento (procedimiento)</option>
              <option value="noticia">Noticia</option>
              <option value="anuncio">Anuncio</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={8}>
          <Form.Group controlId="lectura-item">
            <FieldLabel required>{ITEM_LABEL[tipo]}</FieldLabel>
            <Form.Select
              value={itemId}
              onChange={(e) => setItemId(e.target.value)}
              isInvalid={Boolean(fields.item_id)}
              required
            >
              <option value="">{items.isPending ? 'Cargando...' : 'Seleccione...'}</option>
              {items.data?.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.nombre}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{fields.item_id}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6 mb-1">Audiencia</legend>
            <Form.Check
              id="lectura-todos"
              type="switch"
              label="Todas las personas de la empresa"
              checked={todos}
              onChange={(e) => setTodos(e.target.checked)}
            />
            {fields.todos && <div className="text-danger-emphasis small">{fields.todos}</div>}
          </fieldset>
        </Col>
        {!todos && (
          <>
            <Col md={4}>
              <Form.Group controlId="lectura-areas">
                <Form.Label>Áreas</Form.Label>
                <Form.Select multiple htmlSize={6} value={areas} onChange={(e) => setAreas(selected(e.target))}>
                  {AREAS.map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </Form.Select>
                <Form.Text>Ctrl o Cmd para elegir varias.</Form.Text>
              </Form.Group>
            </Col>
            <Col md={4}>
              <fieldset>
                <legend className="form-label fs-6 mb-1">Sucursales</legend>
                {BRANCHES.map((b) => (
                  <Form.Check
                    key={b.id}
                    id={`lectura-sucursal-${b.id}`}
                    label={b.nombre}
                    checked={sucursales.includes(b.id)}
                    onChange={(e) =>
                      setSucursales((s) => (e.target.checked ? [...s, b.id] : s.filter((x) => x !== b.id)))
                    }
                  />
                ))}
              </fieldset>
            </Col>
            <Col md={4}>
              <Form.Group controlId="lectura-personas">
                <Form.Label>Personas</Form.Label>
                <SearchInput
                  id="lectura-personas-filtro"
                  label="Filtrar personas"
                  size="sm"
                  className="mb-1"
                  placeholder="Filtrar por nombre o área..."
                  value={filter}
                  onChange={setFilter}
                />
                <Form.Select multiple htmlSize={5} value={personas} onChange={(e) => setPersonas(selected(e.target))}>
                  {shownPeople.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.nombre}
                      {p.area ? ` — ${p.area}` : ''}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Text>
                Si elige áreas y sucursales, la lectura va a quienes estén en una de las áreas <strong>y</strong> en una
                de las sucursales; las personas elegidas se suman.
              </Form.Text>
            </Col>
          </>
        )}
        <Col md={4}>
          <Form.Group controlId="lectura-fecha">
            <FieldLabel required>Fecha límite</FieldLabel>
            <Form.Control
              type="date"
              value={fecha}
              min={todayInSantiago()}
              onChange={(e) => setFecha(e.target.value)}
              isInvalid={Boolean(fields.fecha_limite)}
              required
            />
            <Form.Control.Feedback type="invalid">{fields.fecha_limite}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={8} className="d-flex align-items-end">
          <Button type="submit" disabled={create.isPending}>
            <i className="bi bi-send me-2" aria-hidden="true" />
            Asignar lectura
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
