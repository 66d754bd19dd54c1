import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { birthdayInputSchema, type Birthday } from '@intranet/contract';
import { FormActions } from '../../../components/admin-crud';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { storedImageUrl } from '../../../lib/stored-image';
import { formDataOf, useSaveEntity } from '../../../lib/use-save-entity';
import { useSaveBirthday } from '../api';
import { RequiredLegend } from '../../../components/field-label';

interface BirthdayFormProps {
  birthday?: Birthday;
  /** After a save (with the saved row, kept highlighted in the list) or a cancel. */
  onDone: (saved?: { id: number }) => void;
}

/** Create or edit a birthday (nombre, cargo and fecha_cumpleanos required; photo optional). */
export function BirthdayForm({ birthday, onDone }: BirthdayFormProps) {
  const form = useSaveEntity({
    schema: birthdayInputSchema,
    initial: {
      nombre: birthday?.nombre ?? '',
      cargo: birthday?.cargo ?? '',
      fecha_cumpleanos: birthday?.fecha_cumpleanos ?? '',
    },
    mutation: useSaveBirthday(),
    request: (input, _values, files) => ({
      id: birthday?.id ?? null,
      form: formDataOf(input, { imagen: files.imagen }),
    }),
    savedMessage: birthday ? 'Cumpleaños actualizado exitosamente' : 'Cumpleaños agregado exitosamente',
    onSaved: onDone,
    fileField: 'imagen',
  });
  const { values, errors, change } = form;

  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby="birthday-form-title">
      <h2 id="birthday-form-title" className="h5 mb-3">
        {birthday ? 'Editar cumpleaños' : 'Nuevo cumpleaños'}
      </h2>
      <RequiredLegend />
      {form.generalError ? <ErrorAlert error={form.generalError} /> : null}
      <Row>
        <Col md={6}>
          <TextField
            id="birthday-nombre"
            name="nombre"
            label="Nombre"
            required
            maxLength={200}
            value={values.nombre}
            onChange={(v) => change('nombre', v)}
            error={errors.nombre}
          />
        </Col>
        <Col md={6}>
          <TextField
            id="birthday-cargo"
            name="cargo"
            label="Cargo"
            required
            maxLength={200}
            value={values.cargo}
            onChange={(v) => change('cargo', v)}
            error={errors.cargo}
          />
        </Col>
      </Row>
      <TextField
        id="birthday-fecha"
        name="fecha_cumpleanos"
        label="Fecha de cumpleaños"
        type="date"
        required
        value={values.fecha_cumpleanos}
        onChange={(v) => change('fecha_cumpleanos', v)}
        error={errors.fecha_cumpleanos}
      />
      <ImageField
        id="birthday-imagen"
        label="Foto"
        file={form.files.imagen ?? null}
        onChange={(file) => form.chooseFile('imagen', file)}
        currentUrl={storedImageUrl(birthday?.imagen)}
        error={errors.imagen}
      />
      <FormActions editing={!!birthday} createLabel="Agregar cumpleaños" pending={form.pending} onCancel={onDone} />
    </Form>
  );
}
