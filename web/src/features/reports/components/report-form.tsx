import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { reportInputSchema, type AdminReport } from '@intranet/contract';
import { useSaveEntity } from '../../../lib/use-save-entity';
import { useSaveReport } from '../admin-api';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';

type Values = { nombre: string; url: string; mascara_pie: boolean };

const EMPTY: Values = { nombre: '', url: '', mascara_pie: true };

interface ReportFormProps {
  /** The report being edited, or null to create one. */
  editing: AdminReport | null;
  /** After a save (with the saved row, kept highlighted in the list) or a cancel. */
  onDone: (saved?: { id: number }) => void;
}

/** Create or edit a report: name, Power BI URL (https, *.powerbi.com) and the footer mask. */
export function ReportForm({ editing, onDone }: ReportFormProps) {
  const form = useSaveEntity({
    schema: reportInputSchema,
    initial: editing ? { nombre: editing.nombre, url: editing.url, mascara_pie: editing.mascara_pie } : EMPTY,
    mutation: useSaveReport(),
    request: (input) => ({ id: editing?.id, input }),
    savedMessage: editing ? 'Reporte actualizado exitosamente' : 'Reporte creado exitosamente',
    onSaved: onDone,
    toastFailure: true,
  });
  const { values, errors, change } = form;

  const field = (name: 'nombre' | 'url', label: string, props: Record<string, string> = {}) => (
    <Form.Group className="mb-3" controlId={`report-${name}`}>
      <FieldLabel required={props.required === 'required'}>{label}</FieldLabel>
      <Form.Control
        name={name}
        value={values[name]}
        onChange={(e) => change(name, e.target.value)}
        isInvalid={!!errors[name]}
        aria-describedby={errors[name] ? `report-${name}-error` : undefined}
        {...props}
      />
      <Form.Control.Feedback type="invalid" id={`report-${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={form.submit} key={editing?.id ?? 'new'}>
      <RequiredLegend />
      {field('nombre', 'Nombre del reporte', { required: 'required', maxLength: '120' })}
      {field('url', 'URL de inserción de Power BI', {
        type: 'url',
        required: 'required',
        placeholder: 'https://app.powerbi.com/view?r=...',
      })}
      <Form.Check
        className="mb-3"
        type="switch"
        id="report-mascara"
        label="Ocultar el pie del informe (máscara de 80 px)"
        checked={values.mascara_pie}
        onChange={(e) => change('mascara_pie', e.target.checked)}
      />
      <div className="d-flex gap-2">
        <Button type="submit" disabled={form.pending}>
          {form.pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {editing ? 'Guardar cambios' : 'Crear reporte'}
        </Button>
        {editing && (
          <Button variant="outline-primary" onClick={() => onDone()} disabled={form.pending}>
            Cancelar
          </Button>
        )}
      </div>
    </Form>
  );
}
