import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/**
 * The one required-field convention: a required field's label ends in a red asterisk (hidden from
 * screen readers, which hear the input's `required` instead), optional fields carry no mark, and a form with
 * marks says once what the asterisk means (RequiredLegend).
 */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}

interface FieldLabelProps {
  children: ReactNode;
  required?: boolean | undefined;
  className?: string;
  visuallyHidden?: boolean;
  /** A label for another control than the Form.Group's. */
  htmlFor?: string;
}

/** A Form.Label with the required mark when the field is required. */
export function FieldLabel({ children, required, className, visuallyHidden, htmlFor }: FieldLabelProps) {
  return (
    <Form.Label className={className} visuallyHidden={visuallyHidden} htmlFor={htmlFor}>
      {children}
      {required && <RequiredMark />}
    </Form.Label>
  );
}

export const REQUIRED_LEGEND = 'Los campos marcados con * son obligatorios.';

/** The one line at the top of a form with required fields. */
export function RequiredLegend({ className = 'mb-3' }: { className?: string }) {
  return <p className={`required-legend small text-body-secondary ${className}`}>{REQUIRED_LEGEND}</p>;
}
