/** Shape of every error body the API returns (CONTRACT.md). */
export interface ApiErrorBody {
  error: string;
  code?: string;
  fields?: Record<string, string>;
}
