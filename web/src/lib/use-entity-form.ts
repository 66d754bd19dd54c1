import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors = Record<string, string | undefined>;

const isFileRefusal = (error: ApiError) => error.status === 413 || error.status === 415;

/** True when a failed save is already shown next to the fields, so no separate alert is needed. */
export const shownInFields = (error: unknown): boolean =>
  error instanceof ApiError && (Object.keys(error.fields).length > 0 || isFileRefusal(error));

/**
 * State of an admin create/edit form validated with a contract schema: the values as typed and the
 * field errors (the client's own, then those the server sent back). Nothing is cleared on a failed
 * save, so the user keeps what he typed; the screen gives the form a new `key` for a fresh one.
 */
export function useEntityForm<S extends z.ZodType, V extends Record<string, string>>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Clears one field's message (after the user changes it). */
  const clearError = useCallback((field: string) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  const change = useCallback(
    (field: keyof V & string, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      clearError(field);
    },
    [clearError],
  );

  /** Client-side check with the server's own rules; returns the parsed input or null (errors shown). */
  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    const found: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '_');
      found[key] ??= issue.message;
    }
    setErrors(found);
    return null;
  };

  /** Shows the field errors of a failed save: 400 `fields`, and a refused file (413/415) at `fileField`. */
  const showServerErrors = (error: unknown, fileField?: string) => {
    if (!(error instanceof ApiError)) return;
    setErrors(fileField && isFileRefusal(error) ? { [fileField]: error.message } : error.fields);
  };

  return { values, errors, change, clearError, validate, showServerErrors };
}

/** The multipart body of a save: the validated texts, then each chosen file (none chosen: the field is left out). */
export function formDataOf(texts: Record<string, string>, files: Record<string, File | null | undefined> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(texts)) data.append(key, value);
  for (const [key, file] of Object.entries(files)) if (file) data.append(key, file);
  return data;
}
