import type { KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { TOPIC_DESCRIPTION_MAX_LENGTH, TOPIC_TITLE_MAX_LENGTH, topicInputSchema, type Topic } from '@intranet/contract';
import { errorMessage } from '../../../lib/api-client';
import { useSaveTopic } from '../api';
import { storedImageUrl } from '../../../lib/stored-image';
import { useSaveEntity } from '../../../lib/use-save-entity';
import { FormActions } from '../../../components/admin-crud';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';
import { ImageField } from '../../../components/image-field';

interface TopicFormProps {
  /** The topic being edited, or null to create one. */
  editing: Topic | null;
  onDone: (topic: Topic) => void;
  onCancel: () => void;
}

/** Create or edit a topic: title (required), description, optional picture with preview. */
export function TopicForm({ editing, onDone, onCancel }: TopicFormProps) {
  const form = useSaveEntity({
    schema: topicInputSchema,
    initial: { titulo: editing?.titulo ?? '', descripcion: editing?.descripcion ?? '' },
    mutation: useSaveTopic(),
    // Sent as typed (the server trims); an edit keeps the topic's Activo/Inactivo.
    request: (_input, typed, files) => ({
      id: editing?.id ?? null,
      titulo: typed.titulo,
      descripcion: typed.descripcion,
      imagen: files.imagen ?? null,
      ...(editing ? { activo: editing.activo } : {}),
    }),
    savedMessage: editing ? 'Tema actualizado exitosamente' : 'Tema creado exitosamente',
    onSaved: onDone,
  });
  const { values, errors, change, pending } = form;
  const blank = values.titulo.trim() === '';

  // Enter in the title field submits even while the button is disabled, to say what is missing.
  const onTitleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <Form onSubmit={form.submit} noValidate aria-label={editing ? 'Editar tema' : 'Nuevo tema'}>
      <RequiredLegend />
      <Form.Group className="mb-3" controlId="topic-titulo">
        <FieldLabel required>Título</FieldLabel>
        <Form.Control
          name="titulo"
          required
          value={values.titulo}
          maxLength={TOPIC_TITLE_MAX_LENGTH}
          isInvalid={!!errors.titulo}
          onChange={(e) => change('titulo', e.target.value)}
          onKeyDown={onTitleKey}
          placeholder="Ej.: Seguridad en faena"
        />
        <Form.Control.Feedback type="invalid" role="alert">
          {errors.titulo}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="topic-descripcion">
        <Form.Label>Descripción</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={values.descripcion}
          maxLength={TOPIC_DESCRIPTION_MAX_LENGTH}
          isInvalid={!!errors.descripcion}
          onChange={(e) => change('descripcion', e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{errors.descripcion}</Form.Control.Feedback>
      </Form.Group>
      <ImageField
        id="topic-imagen"
        name="imagen"
        label="Imagen"
        file={form.files.imagen ?? null}
        onChange={(file) => form.chooseFile('imagen', file)}
        currentUrl={editing?.imagen ? storedImageUrl(editing.imagen, true) : null}
        error={errors.imagen}
      />
      {form.generalError && (
        <Alert variant="danger" role="alert">
          {errorMessage(form.generalError)}
        </Alert>
      )}
      <FormActions
        editing={!!editing}
        createLabel="Crear tema"
        pending={pending}
        disabled={blank}
        onCancel={onCancel}
      />
    </Form>
  );
}
