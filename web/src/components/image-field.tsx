import Form from 'react-bootstrap/Form';
import { IMAGE_ACCEPT } from '@intranet/contract';
import { useObjectUrl } from '../lib/use-object-url';

interface ImageFieldProps {
  id: string;
  label: string;
  /** The chosen file; null when none. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** URL of the picture the row has now (edit mode), shown until another is chosen. */
  currentUrl?: string | null;
  error?: string;
}

const MAX_PREVIEW = 240;

/** An image input with a preview of the chosen file (or of the current picture). */
export function ImageField({ id, label, file, onChange, currentUrl, error }: ImageFieldProps) {
  const preview = useObjectUrl(file);

  const shown = preview ?? currentUrl ?? null;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
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
