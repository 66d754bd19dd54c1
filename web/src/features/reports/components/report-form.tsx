import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { reportInputSchema, type AdminReport, type ReportInput } from '@intranet/contract';
import { useToast } from '../../../components/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveReport } from '../api';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';

type Values = { nombre: string; url: string; mascara_pie: boolean };
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { nombre: '', url: '', mascara_pie: true };

interface ReportFormProps {
  /** The report being edited, or null to create one. */
  editing: AdminReport | null;
  /** After a save (with the saved row, kept highlighted in the list) or a cancel. */
  onDone: (saved?: { id: number }) => void;
}

/** Create or edit a report: name, Power BI URL (https, *.powerbi.com) and the footer mask. */
export function ReportForm({ editing, onDone }: ReportFormProps) {
  const initial: Values = editing
    ? { nombre: editing.nombre, url: editing.url, mascara_pie: editing.mascara_pie }
    : EMPTY;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveReport();
  const notify = useToast();

  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(
      { id: editing?.id, input: parsed.data as ReportInput },
      {
        onSuccess: (saved) => {
          notify(editing ? 'Reporte actualizado exitosamente' : 'Reporte creado exitosamente');
          setValues(EMPTY);
          onDone(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields as Errors);
          notify(errorMessage(error), 'danger');
        },
      },
    );
  };

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
    <Form noValidate onSubmit={submit} key={editing?.id ?? 'new'}>
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
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {editing ? 'Guardar cambios' : 'Crear reporte'}
        </Button>
        {editing && (
          <Button variant="outline-primary" onClick={() => onDone()} disabled={save.isPending}>
            Cancelar
          </Button>
        )}
      </div>
    </Form>
  );
}
