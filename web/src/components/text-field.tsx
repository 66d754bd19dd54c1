import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldLabel } from './field-label';

interface TextFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'date' | 'search';
  /** Multi-line text with this many rows. */
  rows?: number;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  hint?: ReactNode;
  className?: string;
}

/** A labelled input or textarea with its error message next to it (announced with the field). */
export function TextField({
  id,
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  rows,
  required,
  placeholder,
  maxLength,
  hint,
  className = 'mb-3',
}: TextFieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className={className} controlId={id}>
      <FieldLabel required={required}>{label}</FieldLabel>
      <Form.Control
        name={name}
        type={rows ? undefined : type}
        as={rows ? 'textarea' : undefined}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        placeholder={placeholder}
        maxLength={maxLength}
        isInvalid={!!error}
        aria-describedby={described}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
