import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  TOPIC_DESCRIPTION_MAX_LENGTH,
  TOPIC_TITLE_MAX_LENGTH,
  TOPIC_TITLE_REQUIRED_MESSAGE,
  type Topic,
} from '@intranet/contract';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast-provider';
import { useCreateTopic, useUpdateTopic } from '../api';
import { storedImageUrl } from '../../../lib/stored-image';
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
  const notify = useToast();
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const [titulo, setTitulo] = useState(editing?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(editing?.descripcion ?? '');
  const [imagen, setImagen] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = create.isPending || update.isPending;
  const blank = titulo.trim() === '';

  const reset = () => {
    setTitulo('');
    setDescripcion('');
    setImagen(null);
    setErrors({});
  };

  const submit = () => {
    if (blank) {
      setErrors({ titulo: TOPIC_TITLE_REQUIRED_MESSAGE });
      return;
    }
    setErrors({});
    const input = { titulo, descripcion, imagen };
    const onError = (e: unknown) =>
      setErrors(e instanceof ApiError && Object.keys(e.fields).length ? e.fields : { _: errorMessage(e) });
    if (editing) {
      update.mutate(
        { id: editing.id, ...input, activo: editing.activo },
        {
          onSuccess: (topic) => {
            notify('Tema actualizado exitosamente');
            reset();
            onDone(topic);
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (topic) => {
          notify('Tema creado exitosamente');
          reset();
          onDone(topic);
        },
        onError,
      });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // Enter in the title field submits even while the button is disabled, to say what is missing.
  const onTitleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={editing ? 'Editar tema' : 'Nuevo tema'}>
      <RequiredLegend />
      <Form.Group className="mb-3" controlId="topic-titulo">
        <FieldLabel required>Título</FieldLabel>
        <Form.Control
          name="titulo"
          required
          value={titulo}
          maxLength={TOPIC_TITLE_MAX_LENGTH}
          isInvalid={!!errors.titulo}
          onChange={(e) => {
            setTitulo(e.target.value);
            if (errors.titulo) setErrors(({ titulo: _t, ...rest }) => rest);
          }}
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
          value={descripcion}
          maxLength={TOPIC_DESCRIPTION_MAX_LENGTH}
          isInvalid={!!errors.descripcion}
          onChange={(e) => setDescripcion(e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{errors.descripcion}</Form.Control.Feedback>
      </Form.Group>
      <ImageField
        id="topic-imagen"
        name="imagen"
        label="Imagen"
        file={imagen}
        onChange={(file) => {
          setImagen(file);
          if (errors.imagen) setErrors(({ imagen: _i, ...rest }) => rest);
        }}
        currentUrl={editing?.imagen ? storedImageUrl(editing.imagen, true) : null}
        error={errors.imagen}
      />
      {errors._ && (
        <Alert variant="danger" role="alert">
          {errors._}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={blank || pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {editing ? 'Guardar cambios' : 'Crear tema'}
        </Button>
        {editing && (
          <Button
            variant="outline-secondary"
            onClick={() => {
              reset();
              onCancel();
            }}
            disabled={pending}
          >
            Cancelar
          </Button>
        )}
      </div>
    </Form>
  );
}
