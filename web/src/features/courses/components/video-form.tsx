import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { COURSE_MESSAGES, videoInputSchema, type Video } from '@intranet/contract';
import { apiUrl } from '../../../lib/api-client';
import { formDataOf, useSaveEntity } from '../../../lib/use-save-entity';
import { thumbnail, useSaveVideo } from '../api';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';
import { ImageField } from '../../../components/image-field';

type Values = { title: string; area: string; link: string };
const EMPTY: Values = { title: '', area: '', link: '' };

interface VideoFormProps {
  editing: Video | null;
  /** After a save (with the saved row, kept highlighted in the list) or a cancel. */
  onDone: (saved?: { id: number }) => void;
}

/** Create or edit a course: title, area, link (http/https) and an optional cover picture. */
export function VideoForm({ editing, onDone }: VideoFormProps) {
  const form = useSaveEntity({
    schema: videoInputSchema,
    initial: editing ? { title: editing.title, area: editing.area, link: editing.link } : EMPTY,
    mutation: useSaveVideo(),
    request: (input, _values, files) => ({ id: editing?.id, form: formDataOf(input, { image: files.image }) }),
    savedMessage: editing ? COURSE_MESSAGES.videoUpdated : COURSE_MESSAGES.videoCreated,
    onSaved: onDone,
    toastFailure: true,
  });
  const { values, errors, change } = form;

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
    <Form noValidate onSubmit={form.submit}>
      <RequiredLegend />
      {text('title', 'Título')}
      {text('area', 'Área')}
      {text('link', 'Enlace del curso', 'url', 'https://...')}
      <ImageField
        id="video-image"
        name="image"
        label="Imagen de portada"
        file={form.files.image ?? null}
        onChange={(chosen) => form.chooseFile('image', chosen)}
        currentUrl={editing?.image ? apiUrl(thumbnail(editing.image)!) : null}
        error={errors.image}
      />
      <div className="d-flex gap-2">
        <Button type="submit" disabled={form.pending}>
          {form.pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {editing ? 'Actualizar video' : 'Subir video'}
        </Button>
        {editing && (
          <Button variant="outline-primary" disabled={form.pending} onClick={() => onDone()}>
            Cancelar
          </Button>
        )}
      </div>
    </Form>
  );
}
