import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { COURSE_MESSAGES, videoInputSchema, type Video } from '@intranet/contract';
import { useToast } from '../../../components/toast-provider';
import { ApiError, apiUrl, errorMessage } from '../../../lib/api-client';
import { thumbnail, useSaveVideo } from '../api';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';
import { ImageField } from '../../../components/image-field';

type Field = 'title' | 'area' | 'link' | 'image';
type Values = Record<Exclude<Field, 'image'>, string>;
const EMPTY: Values = { title: '', area: '', link: '' };

interface VideoFormProps {
  editing: Video | null;
  /** After a save (with the saved row, kept highlighted in the list) or a cancel. */
  onDone: (saved?: { id: number }) => void;
}

/** Create or edit a course: title, area, link (http/https) and an optional cover picture. */
export function VideoForm({ editing, onDone }: VideoFormProps) {
  const [values, setValues] = useState<Values>(
    editing ? { title: editing.title, area: editing.area, link: editing.link } : EMPTY,
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveVideo();
  const notify = useToast();

  const change = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const reset = () => {
    setValues(EMPTY);
    setFile(null);
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = videoInputSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const i of parsed.error.issues) found[i.path[0] as Field] ??= i.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    const form = new FormData();
    form.set('title', parsed.data.title);
    form.set('area', parsed.data.area);
    form.set('link', parsed.data.link);
    if (file) form.set('image', file);
    save.mutate(
      { id: editing?.id, form },
      {
        onSuccess: (saved) => {
          notify(editing ? COURSE_MESSAGES.videoUpdated : COURSE_MESSAGES.videoCreated);
          reset();
          onDone(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          notify(errorMessage(error), 'danger');
        },
      },
    );
  };

  const text = (name: keyof Values, label: string, type = 'text', placeholder?: string) => (
    <Form.Group className="mb-3" controlId={`video-${name}`}>
      <FieldLabel required>{label}</FieldLabel>
      <Form.Control
        type={type}
        name={name}
        required
        value={values[name]}
        placeholder={placeholder}
        onChange={(e) => change(name, e.target.value)}
        isInvalid={!!errors[name]}
        aria-describedby={errors[name] ? `video-${name}-error` : undefined}
      />
      <Form.Control.Feedback type="invalid" id={`video-${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={submit}>
      <RequiredLegend />
      {text('title', 'Título')}
      {text('area', 'Área')}
      {text('link', 'Enlace del curso', 'url', 'https://...')}
      <ImageField
        id="video-image"
        name="image"
        label="Imagen de portada"
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setErrors((er) => ({ ...er, image: undefined }));
        }}
        currentUrl={editing?.image ? apiUrl(thumbnail(editing.image)!) : null}
        error={errors.image}
      />
      <div className="d-flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {editing ? 'Actualizar video' : 'Subir video'}
        </Button>
        {editing && (
          <Button
            variant="outline-primary"
            disabled={save.isPending}
            onClick={() => {
              reset();
              onDone();
            }}
          >
            Cancelar
          </Button>
        )}
      </div>
    </Form>
  );
}
