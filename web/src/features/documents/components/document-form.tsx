import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import {
  DOCUMENT_AREA_NAMES,
  DOCUMENT_AREAS,
  DOCUMENT_MESSAGES,
  documentInputSchema,
  isDocumentArea,
  type DocumentItem,
} from '@intranet/contract';
import { errorMessage } from '../../../lib/api-client';
import { useSaveEntity } from '../../../lib/use-save-entity';
import { documentHref, useSaveDocument } from '../api';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';
import { FileField } from '../../../components/file-field';

type Field = 'nombre' | 'area' | 'subarea' | 'archivo';

interface DocumentFormProps {
  /** The document being edited; null creates a new one. */
  editing: DocumentItem | null;
  /** After a successful save (the parent resets the form). */
  onSaved: (saved: DocumentItem) => void;
  onCancel: () => void;
}

/**
 * 'Crear Documentos' form: nombre, area, subarea (enabled only after an area, reset when it changes) and
 * the PDF (required only when creating). Same rules as the server, from the contract; the server's field
 * errors appear next to their fields, and what was typed stays after a failure.
 */
export function DocumentForm({ editing, onSaved, onCancel }: DocumentFormProps) {
  const form = useSaveEntity({
    schema: documentInputSchema,
    initial: { nombre: editing?.nombre ?? '', area: editing?.area ?? '', subarea: editing?.subarea ?? '' },
    mutation: useSaveDocument(),
    request: (input, _values, files) => ({ id: editing?.id, input, archivo: files.archivo ?? null }),
    // The PDF is required only when creating.
    check: (_values, files) => (!editing && !files.archivo ? { archivo: DOCUMENT_MESSAGES.archivoRequerido } : {}),
    savedMessage: editing ? DOCUMENT_MESSAGES.updated : DOCUMENT_MESSAGES.created,
    onSaved,
  });
  const { values, errors } = form;
  const prefix = editing ? `document-edit-${editing.id}` : 'document-new';

  /** A new area empties the subarea (its choices depend on the area). */
  const change = (field: 'nombre' | 'area' | 'subarea', value: string) => {
    form.change(field, value);
    if (field === 'area') form.change('subarea', '');
  };

  const fieldError = (field: Field) => errors[field];
  const subareas = isDocumentArea(values.area) ? DOCUMENT_AREAS[values.area] : [];
  // The server's sentence when it is not about one field (e.g. the file is too large).
  const generalError = form.generalError ? errorMessage(form.generalError) : null;

  const describedBy = (field: Field, hint?: string) =>
    [fieldError(field) ? `${prefix}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="h5 mb-3">
        {editing ? 'Editar documento' : 'Nuevo documento'}
      </h2>
      <RequiredLegend />
      {generalError && (
        <Alert variant="danger" role="alert" className="py-2">
          {generalError}
        </Alert>
      )}
      <Row className="g-3">
        <Col xs={12}>
          <Form.Group controlId={`${prefix}-nombre`}>
            <FieldLabel required>Nombre</FieldLabel>
            <Form.Control
              name="nombre"
              required
              maxLength={200}
              value={values.nombre}
              onChange={(e) => change('nombre', e.target.value)}
              isInvalid={!!fieldError('nombre')}
              aria-describedby={describedBy('nombre')}
            />
            <Form.Control.Feedback type="invalid" id={`${prefix}-nombre-error`}>
              {fieldError('nombre')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId={`${prefix}-area`}>
            <FieldLabel required>Área</FieldLabel>
            <Form.Select
              name="area"
              required
              value={values.area}
              onChange={(e) => change('area', e.target.value)}
              isInvalid={!!fieldError('area')}
              aria-describedby={describedBy('area')}
            >
              <option value="">Seleccione un área</option>
              {DOCUMENT_AREA_NAMES.map((area) => (
                <option key={area} value={area}>
                  {area}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id={`${prefix}-area-error`}>
              {fieldError('area')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId={`${prefix}-subarea`}>
            <FieldLabel required>Subárea</FieldLabel>
            <Form.Select
              name="subarea"
              required
              disabled={!values.area}
              value={values.subarea}
              onChange={(e) => change('subarea', e.target.value)}
              isInvalid={!!fieldError('subarea')}
              aria-describedby={describedBy('subarea', values.area ? undefined : `${prefix}-subarea-hint`)}
            >
              <option value="">{values.area ? 'Seleccione una subárea' : 'Primero elija un área'}</option>
              {subareas.map((subarea) => (
                <option key={subarea} value={subarea}>
                  {subarea}
                </option>
              ))}
            </Form.Select>
            {!values.area && <Form.Text id={`${prefix}-subarea-hint`}>Se habilita al elegir un área.</Form.Text>}
            <Form.Control.Feedback type="invalid" id={`${prefix}-subarea-error`}>
              {fieldError('subarea')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <FileField
            id={`${prefix}-archivo`}
            name="archivo"
            label="Archivo PDF"
            kind="pdf"
            className=""
            required={!editing}
            file={form.files.archivo ?? null}
            onChange={(chosen) => form.chooseFile('archivo', chosen)}
            error={fieldError('archivo')}
            hint={
              editing ? (
                <>
                  Deje este campo vacío para conservar el PDF actual (
                  <a href={documentHref(editing, true)} target="_blank" rel="noopener noreferrer">
                    ver PDF actual
                  </a>
                  ).
                </>
              ) : undefined
            }
          />
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Button type="submit" variant="primary" disabled={form.pending}>
          {form.pending ? (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <i className={`bi ${editing ? 'bi-check2-circle' : 'bi-cloud-arrow-up'} me-2`} aria-hidden="true" />
          )}
          {editing ? 'Guardar cambios' : 'Crear documento'}
        </Button>
        {editing && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={form.pending}>
            Cancelar edición
          </Button>
        )}
      </div>
    </Form>
  );
}
