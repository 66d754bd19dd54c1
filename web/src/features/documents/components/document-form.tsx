import { useRef, useState, type FormEvent } from 'react';
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
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast-provider';
import { documentHref, useSaveDocument } from '../api';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';
import { FileField } from '../../../components/file-field';

type Field = 'nombre' | 'area' | 'subarea' | 'archivo';
type FieldErrors = Partial<Record<Field, string>>;

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
  const [values, setValues] = useState({
    nombre: editing?.nombre ?? '',
    area: editing?.area ?? '',
    subarea: editing?.subarea ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveDocument();
  const notify = useToast();
  const prefix = editing ? `document-edit-${editing.id}` : 'document-new';

  const change = (field: 'nombre' | 'area' | 'subarea', value: string) => {
    setValues((v) => (field === 'area' ? { ...v, area: value, subarea: '' } : { ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'area' ? { subarea: undefined } : {}) }));
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors((e) => ({ ...e, archivo: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const found: FieldErrors = {};
    const parsed = documentInputSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
    }
    if (!editing && !file) found.archivo = DOCUMENT_MESSAGES.archivoRequerido;
    setErrors(found);
    const first = (['nombre', 'area', 'subarea', 'archivo'] as const).find((f) => found[f]);
    if (first || !parsed.success) {
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.mutate(
      { id: editing?.id, input: parsed.data, archivo: file },
      {
        onSuccess: (saved) => {
          notify(editing ? DOCUMENT_MESSAGES.updated : DOCUMENT_MESSAGES.created);
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields as FieldErrors);
        },
      },
    );
  };

  const fieldError = (field: Field) => errors[field];
  const subareas = isDocumentArea(values.area) ? DOCUMENT_AREAS[values.area] : [];
  // The server's sentence when it is not about one field (e.g. the file is too large).
  const generalError =
    save.error && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0)
      ? errorMessage(save.error)
      : null;

  const describedBy = (field: Field, hint?: string) =>
    [fieldError(field) ? `${prefix}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${prefix}-title`}>
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
            file={file}
            onChange={chooseFile}
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
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <i className={`bi ${editing ? 'bi-check2-circle' : 'bi-cloud-arrow-up'} me-2`} aria-hidden="true" />
          )}
          {editing ? 'Guardar cambios' : 'Crear documento'}
        </Button>
        {editing && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={save.isPending}>
            Cancelar edición
          </Button>
        )}
      </div>
    </Form>
  );
}
