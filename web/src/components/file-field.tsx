import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQueryClient } from '@tanstack/react-query';
import { FILE_KINDS, fileProblem, maxUploadBytes, type FileKind } from '../lib/file-check';
import { formatFileSize } from '../lib/format-size';
import { useObjectUrl } from '../lib/use-object-url';
import { FieldLabel } from './field-label';
import './file-field.css';

export interface FileFieldProps {
  id: string;
  label: string;
  /** The input's name (the form's field name; the focus-first-invalid helper finds fields by it). */
  name?: string;
  /** What it takes: pictures (default), PDFs or CSV files. */
  kind?: FileKind;
  /** The chosen file; null when none. Only files of the right kind and size ever get here. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** Pictures: the one the row has now (edit mode), shown until another is chosen. */
  currentUrl?: string | null | undefined;
  /** Other files: the name of the one the row has now (edit mode). */
  currentName?: string | null | undefined;
  /** The form's or the server's message for this field. */
  error?: string | undefined;
  required?: boolean;
  /** Said under the input after the formats. */
  hint?: ReactNode;
  visuallyHiddenLabel?: boolean;
  /** False when the screen previews the picture elsewhere (the profile's avatar): name and size only here. */
  preview?: boolean;
  disabled?: boolean;
  className?: string;
}

const MAX_PREVIEW = 240;
const FILE_ICONS: Record<FileKind, string> = {
  image: 'bi-file-earmark-image',
  pdf: 'bi-file-earmark-pdf text-danger',
  csv: 'bi-file-earmark-spreadsheet',
};

/**
 * The one file picker. A chosen file is checked at once, before any upload: of another kind or
 * over the server's limit it is refused with a Spanish sentence and never previewed; otherwise a picture
 * shows a preview, any other file its name and size, with 'Quitar' to undo the choice. The server checks
 * again by the file's bytes.
 */
export function FileField({
  id,
  label,
  name,
  kind = 'image',
  file,
  onChange,
  currentUrl,
  currentName,
  error,
  required,
  hint,
  visuallyHiddenLabel,
  preview: withPreview = true,
  disabled,
  className = 'mb-3',
}: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rule = FILE_KINDS[kind];
  const queryClient = useQueryClient();
  const preview = useObjectUrl(kind === 'image' && withPreview ? file : null);

  // The parent cleared the choice (saved, cancelled): so does the native input.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const choose = (chosen: File | null) => {
    // The session query's data (features/session) carries the server's MAX_UPLOAD_MB.
    const why = chosen ? fileProblem(chosen, kind, maxUploadBytes(queryClient.getQueryData(['session']))) : null;
    setProblem(why);
    if (why && input.current) input.current.value = '';
    onChange(why ? null : chosen);
  };

  const clear = () => {
    setProblem(null);
    if (input.current) input.current.value = '';
    onChange(null);
    input.current?.focus();
  };

  const shownError = problem ?? error;
  const keeps = !file && (currentUrl || currentName);
  const describedBy = [shownError ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ');
  return (
    <Form.Group className={`file-field ${className}`} controlId={id}>
      <FieldLabel required={required} visuallyHidden={visuallyHiddenLabel}>
        {label}
      </FieldLabel>
      {/* The native input stays (keyboard, screen readers, drag and drop) but its browser-language button is
          covered by a Spanish one. */}
      <div className={`file-picker ${shownError ? 'is-invalid' : ''} ${disabled ? 'is-disabled' : ''}`}>
        <Form.Control
          ref={input}
          type="file"
          name={name}
          accept={rule.accept}
          required={required}
          disabled={disabled}
          className="file-picker-input"
          onChange={(e) => choose((e.target as HTMLInputElement).files?.[0] ?? null)}
          isInvalid={!!shownError}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
        />
        <span className="btn btn-outline-primary file-picker-button" aria-hidden="true">
          <i className="bi bi-upload me-2" />
          {rule.button}
        </span>
        {/* In a narrow column (a phone, a side form) the name goes under the button: 'Ningún archivo
            seleccionado' whole; a chosen file's long name is cut here and shown whole under the control. */}
        <span className={`file-picker-name ${file ? 'text-truncate' : 'file-picker-empty'}`} aria-hidden="true">
          {file ? file.name : 'Ningún archivo seleccionado'}
        </span>
      </div>
      {shownError && (
        <div className="invalid-feedback d-block" id={`${id}-error`} role={problem ? 'alert' : undefined}>
          {shownError}
        </div>
      )}
      <Form.Text id={`${id}-hint`} muted className="d-block">
        {rule.formats}.{keeps ? ` Si no elige otro archivo, se mantiene el actual.` : ''}
        {hint ? <> {hint}</> : null}
      </Form.Text>
      {file && (
        <div className="file-field-chosen d-flex align-items-center gap-2 mt-2 p-2 border rounded">
          {preview ? (
            <img
              src={preview}
              alt="Vista previa de la imagen elegida"
              className="img-thumbnail object-fit-cover flex-shrink-0"
              style={{ maxWidth: MAX_PREVIEW, maxHeight: MAX_PREVIEW }}
              // A file that says it is a picture but is not one: refused like a wrong type, never a broken image.
              onError={() => {
                setProblem(rule.wrongType);
                if (input.current) input.current.value = '';
                onChange(null);
              }}
            />
          ) : (
            <i className={`bi ${FILE_ICONS[kind]} fs-3`} aria-hidden="true" />
          )}
          <div className="small text-break flex-grow-1 min-w-0" data-testid={`${id}-chosen`}>
            <div className="fw-semibold">{file.name}</div>
            <div className="text-body-secondary">{formatFileSize(file.size)}</div>
          </div>
          <Button variant="outline-secondary" size="sm" onClick={clear} disabled={disabled}>
            <i className="bi bi-x-lg me-1" aria-hidden="true" />
            Quitar
            <span className="visually-hidden"> {file.name}</span>
          </Button>
        </div>
      )}
      {keeps && currentUrl && kind === 'image' && (
        <div className="mt-2">
          <img
            src={currentUrl}
            alt="Imagen actual"
            className="img-thumbnail object-fit-cover"
            style={{ maxWidth: MAX_PREVIEW, maxHeight: MAX_PREVIEW }}
          />
        </div>
      )}
      {keeps && currentName && (
        <p className="small text-body-secondary mt-2 mb-0 text-break">
          <i className="bi bi-file-earmark me-1" aria-hidden="true" />
          Archivo actual: {currentName}
        </p>
      )}
    </Form.Group>
  );
}
