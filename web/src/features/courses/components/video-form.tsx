import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { COURSE_MESSAGES, videoInputSchema, type Video } from '@intranet/contract';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { useToast } from '../../../components/toast-provider';
import { ApiError, apiUrl, errorMessage } from '../../../lib/api-client';
import { thumbnail, useSaveVideo } from '../api';

type Field = 'title' | 'area' | 'link' | 'image';
type Values = Record<Exclude<Field, 'image'>, string>;
const EMPTY: Values = { title: '', area: '', link: '' };

/** Local preview of a chosen file. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

interface VideoFormProps {
  editing: Video | null;
  onDone: () => void;
}

/** Create or edit a course: title, area, link (http/https) and an optional cover picture. */
export function VideoForm({ editing, onDone }: VideoFormProps) {
  const [values, setValues] = useState<Values>(
    editing ? { title: editing.title, area: editing.area, link: editing.link } : EMPTY,
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
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
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = videoInputSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const i of parsed.error.issues) found[i.path[0] as Field] ??= i.message;
    if (file && !file.type.startsWith('image/')) found.image = 'Seleccione un archivo de imagen.';
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
        onSuccess: () => {
          notify(editing ? COURSE_MESSAGES.videoUpdated : COURSE_MESSAGES.videoCreated);
          reset();
          onDone();
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
      <Form.Label>{label}</Form.Label>
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

  const current = preview ?? (editing?.image ? apiUrl(thumbnail(editing.image)!) : null);
  return (
    <Form noValidate onSubmit={submit}>
      {text('title', 'Título')}
      {text('area', 'Área')}
      {text('link', 'Enlace del curso', 'url', 'https://...')}
      <Form.Group className="mb-3" controlId="video-image">
        <Form.Label>Imagen de portada {editing ? '(opcional, reemplaza la actual)' : '(opcional)'}</Form.Label>
        <Form.Control
          ref={fileInput}
          type="file"
          name="image"
          accept="image/*"
          onChange={(e) => {
            setFile((e.target as HTMLInputElement).files?.[0] ?? null);
            setErrors((er) => ({ ...er, image: undefined }));
          }}
          isInvalid={!!errors.image}
          aria-describedby={errors.image ? 'video-image-error' : undefined}
        />
        <Form.Control.Feedback type="invalid" id="video-image-error">
          {errors.image}
        </Form.Control.Feedback>
      </Form.Group>
      {current && (
        <ImageWithFallback
          src={current}
          alt="Vista previa de la portada"
          width={240}
          height={135}
          className="rounded mb-3 d-block course-cover"
          style={{ width: 240 }}
        />
      )}
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
