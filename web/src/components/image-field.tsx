import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { IMAGE_ACCEPT } from '@intranet/contract';

interface ImageFieldProps {
  id: string;
  label: string;
  /** The chosen file; null when none. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** URL of the picture the row has now (edit mode), shown until another is chosen. */
  currentUrl?: string | null;
  error?: string;
  /** Changes when the form is reset, so the browser's file input is cleared too. */
  resetKey?: string | number;
}

const MAX_PREVIEW = 240;

/** An image input with a preview of the chosen file (or of the current picture). */
export function ImageField({ id, label, file, onChange, currentUrl, error, resetKey }: ImageFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (input.current) input.current.value = '';
  }, [resetKey]);

  const shown = preview ?? currentUrl ?? null;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(e) => onChange((e.target as HTMLInputElement).files?.[0] ?? null)}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      <Form.Text id={`${id}-hint`} muted>
        JPG, PNG, WebP, GIF o AVIF.{currentUrl && !file ? ' Si no elige otra, se mantiene la imagen actual.' : ''}
      </Form.Text>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
      {shown && (
        <div className="mt-2">
          <img
            src={shown}
            alt={preview ? 'Vista previa de la imagen elegida' : 'Imagen actual'}
            className="img-thumbnail object-fit-cover"
            style={{ maxWidth: MAX_PREVIEW, maxHeight: MAX_PREVIEW }}
          />
        </div>
      )}
    </Form.Group>
  );
}
