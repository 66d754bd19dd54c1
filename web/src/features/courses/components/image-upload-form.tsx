import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { COURSE_MESSAGES } from '@intranet/contract';
import { useToast } from '../../../components/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUploadImage } from '../api';

/** Uploads a gallery picture (file required), with a local preview. */
export function ImageUploadForm() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const notify = useToast();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setPreview(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Seleccione una imagen.');
    if (!file.type.startsWith('image/')) return setError('Seleccione un archivo de imagen.');
    const form = new FormData();
    form.set('image', file);
    upload.mutate(form, {
      onSuccess: () => {
        notify(COURSE_MESSAGES.imageCreated);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (e) => {
        setError(e instanceof ApiError ? (e.fields.image ?? e.message) : errorMessage(e));
      },
    });
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId="gallery-image">
        <Form.Label>Imagen</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          accept="image/*"
          required
          onChange={(e) => {
            setFile((e.target as HTMLInputElement).files?.[0] ?? null);
            setError(null);
          }}
          isInvalid={!!error}
          aria-describedby={error ? 'gallery-image-error' : undefined}
        />
        <Form.Control.Feedback type="invalid" id="gallery-image-error">
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      {preview && <img src={preview} alt="Vista previa de la imagen" width={240} className="rounded mb-3 d-block" />}
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Subir imagen
      </Button>
    </Form>
  );
}
