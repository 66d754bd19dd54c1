/** Shape of every error body the API returns: `{error}` in Spanish, plus `fields` for invalid input. */
export interface ApiErrorBody {
  error: string;
  code?: string;
  fields?: Record<string, string>;
  /** Failed login: tries left from this address before the lockout (sent after LOGIN_WARN_AFTER_FAILURES). */
  intentos_restantes?: number;
}
