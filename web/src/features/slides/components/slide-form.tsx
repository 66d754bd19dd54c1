import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { SLIDE_TEXT_LENGTH, slideInputSchema, type IntroSlide } from '@intranet/contract';
import { FormActions } from '../../../components/admin-crud';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast-provider';
import { storedImageUrl } from '../../../lib/stored-image';
import { formDataOf, shownInFields, useEntityForm } from '../../../lib/use-entity-form';
import { useSaveSlide } from '../api';
import { RequiredLegend } from '../../../components/field-label';

interface SlideFormProps {
  slide?: IntroSlide;
  /** After a save (with the saved row, kept highlighted in the list) or a cancel. */
  onDone: (saved?: { id: number }) => void;
}

/** Create or edit an intro slide (spec §5: titulo and descripcion required; picture optional). */
export function SlideForm({ slide, onDone }: SlideFormProps) {
  const form = useEntityForm(slideInputSchema, {
    titulo: slide?.titulo ?? '',
    descripcion: slide?.descripcion ?? '',
  });
  const [image, setImage] = useState<File | null>(null);
  const save = useSaveSlide();
  const notify = useToast();
  const { values, errors, change } = form;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    const data = formDataOf(input, { imagen: image });
    save.mutate(
      { id: slide?.id ?? null, form: data },
      {
        onSuccess: (saved) => {
          notify(slide ? 'Slide actualizado exitosamente' : 'Slide creado exitosamente');
          onDone(saved);
        },
        onError: (error) => form.showServerErrors(error, 'imagen'),
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="slide-form-title">
      <h2 id="slide-form-title" className="h5 mb-3">
        {slide ? 'Editar slide' : 'Nuevo slide'}
      </h2>
      <RequiredLegend />
      {save.error && !shownInFields(save.error) ? <ErrorAlert error={save.error} /> : null}
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
        file={image}
        onChange={(file) => {
          setImage(file);
          form.clearError('imagen');
        }}
        currentUrl={storedImageUrl(slide?.imagen)}
        error={errors.imagen}
      />
      <FormActions editing={!!slide} createLabel="Crear slide" pending={save.isPending} onCancel={onDone} />
    </Form>
  );
}
