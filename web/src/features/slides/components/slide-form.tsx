import Form from 'react-bootstrap/Form';
import { SLIDE_TEXT_LENGTH, slideInputSchema, type IntroSlide } from '@intranet/contract';
import { FormActions } from '../../../components/admin-crud';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { storedImageUrl } from '../../../lib/stored-image';
import { formDataOf, useSaveEntity } from '../../../lib/use-save-entity';
import { useSaveSlide } from '../api';
import { RequiredLegend } from '../../../components/field-label';

interface SlideFormProps {
  slide?: IntroSlide;
  /** After a save (with the saved row, kept highlighted in the list) or a cancel. */
  onDone: (saved?: { id: number }) => void;
}

/** Create or edit an intro slide (titulo and descripcion required; picture optional). */
export function SlideForm({ slide, onDone }: SlideFormProps) {
  const form = useSaveEntity({
    schema: slideInputSchema,
    initial: { titulo: slide?.titulo ?? '', descripcion: slide?.descripcion ?? '' },
    mutation: useSaveSlide(),
    request: (input, _values, files) => ({ id: slide?.id ?? null, form: formDataOf(input, { imagen: files.imagen }) }),
    savedMessage: slide ? 'Slide actualizado exitosamente' : 'Slide creado exitosamente',
    onSaved: onDone,
    fileField: 'imagen',
  });
  const { values, errors, change } = form;

  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby="slide-form-title">
      <h2 id="slide-form-title" className="h5 mb-3">
        {slide ? 'Editar slide' : 'Nuevo slide'}
      </h2>
      <RequiredLegend />
      {form.generalError ? <ErrorAlert error={form.generalError} /> : null}
      <TextField
        id="slide-titulo"
        name="titulo"
        label="Título"
        required
        maxLength={200}
        value={values.titulo}
        onChange={(v) => change('titulo', v)}
        error={errors.titulo}
      />
      <TextField
        id="slide-descripcion"
        name="descripcion"
        label="Descripción"
        rows={5}
        required
        value={values.descripcion}
        onChange={(v) => change('descripcion', v)}
        error={errors.descripcion}
        hint={`En el carrusel de inicio se muestran los primeros ${SLIDE_TEXT_LENGTH} caracteres (${values.descripcion.length} escritos).`}
      />
      <ImageField
        id="slide-imagen"
        label="Imagen"
        file={form.files.imagen ?? null}
        onChange={(file) => form.chooseFile('imagen', file)}
        currentUrl={storedImageUrl(slide?.imagen)}
        error={errors.imagen}
      />
      <FormActions editing={!!slide} createLabel="Crear slide" pending={form.pending} onCancel={onDone} />
    </Form>
  );
}
