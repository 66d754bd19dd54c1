import { errorMessage } from '../lib/api-client';

interface ErrorAlertProps {
  /** A thrown value; an ApiError shows the server's sentence. */
  error?: unknown;
  /** Shown instead of the error's own text (the spec names some failure messages). */
  message?: string;
  onRetry?: () => void;
  className?: string;
}

export function ErrorAlert({ error, message, onRetry, className }: ErrorAlertProps) {
  return (
    <div className={`alert alert-danger d-flex align-items-start gap-2 ${className ?? ''}`} role="alert">
      <i className="bi bi-exclamation-triangle-fill flex-shrink-0" aria-hidden="true" />
      <div className="flex-grow-1">{message ?? errorMessage(error)}</div>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          Reintentar
        </button>
      )}
    </div>
  );
}
