import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { COURSE_MESSAGES } from '@intranet/contract';
import { RequiredLegend } from '../../../components/field-label';
import { ImageField } from '../../../components/image-field';
import { useToast } from '../../../components/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUploadImage } from '../api';

/** Uploads a gallery picture (file required), with a local preview. */
export function ImageUploadForm() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const upload = useUploadImage();
  const notify = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Seleccione una imagen.');
    const form = new FormData();
    form.set('image', file);
    upload.mutate(form, {
      onSuccess: () => {
        notify(COURSE_MESSAGES.imageCreated);
        setFile(null);
      },
      onError: (e) => {
        setError(e instanceof ApiError ? (e.fields.image ?? e.message) : errorMessage(e));
      },
    });
  };

  return (
    <Form noValidate onSubmit={submit}>
      <RequiredLegend />
      <ImageField
        id="gallery-image"
        name="image"
        label="Imagen"
        required
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Subir imagen
      </Button>
    </Form>
  );
}
