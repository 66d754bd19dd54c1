import { useCallback, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { useToast } from '../components/toast-provider';
import { ApiError, errorMessage } from './api-client';

export type FieldErrors = Record<string, string | undefined>;
type Files = Record<string, File | null | undefined>;

const isFileRefusal = (error: ApiError) => error.status === 413 || error.status === 415;

interface SaveEntityOptions<S extends z.ZodType, V extends Record<string, string | boolean>, Vars, Saved> {
  /** The contract's input schema: the client checks with the server's own rules and messages. */
  schema: S;
  /** The values as the form starts (the row being edited, or empty). */
  initial: V;
  /** What the schema checks, from the values as typed (default: the values themselves). */
  toInput?: (values: V) => unknown;
  /** The save mutation of the feature (its `onSuccess` refreshes the lists). */
  mutation: UseMutationResult<Saved, Error, Vars>;
  /** The mutation's variables from the checked input, the values as typed and the chosen files. */
  request: (input: z.output<S>, values: V, files: Files) => Vars;
  /** The success toast. */
  savedMessage: string;
  /** After a successful save, with the saved row. */
  onSaved?: (saved: Saved) => void;
  /** Client-side checks beyond the schema (e.g. a file required when creating). */
  check?: (values: V, files: Files) => FieldErrors;
  /** Where a refused file (413/415) is shown; without it the refusal is a general error. */
  fileField?: string;
  /** Also say the server's refusal in a danger toast. */
  toastFailure?: boolean;
}

/**
 * The save of an admin create/edit form, the one way: the values as typed and their field errors, the chosen
 * files, and `submit`: check with the contract schema → build the request → mutate → success toast → the
 * server's field errors back next to their fields. The first invalid field gets the focus from the app-wide
 * `installFocusFirstInvalid`. Nothing typed is lost on a failure; after a success the form starts again from
 * `initial` (screens that show a fresh form give it a new `key`).
 *
 * The hook imports no zod: the schema comes from the form's own (lazily loaded) screen chunk.
 */
export function useSaveEntity<S extends z.ZodType, V extends Record<string, string | boolean>, Vars, Saved>({
  schema,
  initial,
  toInput,
  mutation,
  request,
  savedMessage,
  onSaved,
  check,
  fileField,
  toastFailure = false,
}: SaveEntityOptions<S, V, Vars, Saved>) {
  const [values, setValues] = useState<V>(initial);
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const notify = useToast();

  /** Clears one field's message (after the user changes it). */
  const clearError = useCallback((field: string) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  const change = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      clearError(field);
    },
    [clearError],
  );

  const chooseFile = useCallback(
    (field: string, file: File | null) => {
      setFiles((f) => ({ ...f, [field]: file }));
      clearError(field);
    },
    [clearError],
  );

  /** The schema's first message per field, plus `check`'s; null when there are any (they are shown). */
  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(toInput ? toInput(values) : values);
    const found: FieldErrors = {};
    if (!result.success) for (const issue of result.error.issues) found[String(issue.path[0] ?? '_')] ??= issue.message;
    for (const [field, message] of Object.entries(check?.(values, files) ?? {})) if (message) found[field] ??= message;
    if (!result.success || Object.keys(found).length > 0) {
      setErrors(found);
      return null;
    }
    setErrors({});
    return result.data;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const input = validate();
    if (input === null) return;
    mutation.mutate(request(input, values, files), {
      onSuccess: (saved) => {
        notify(savedMessage);
        setValues(initial);
        setFiles({});
        setErrors({});
        onSaved?.(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError)
          setErrors(fileField && isFileRefusal(error) ? { [fileField]: error.message } : error.fields);
        if (toastFailure) notify(errorMessage(error), 'danger');
      },
    });
  };

  const failed = mutation.error;
  const shownInFields =
    failed instanceof ApiError &&
    (Object.keys(failed.fields).length > 0 || (fileField !== undefined && isFileRefusal(failed)));

  return {
    values,
    errors,
    change,
    clearError,
    files,
    chooseFile,
    submit,
    pending: mutation.isPending,
    /** The last failed save when it is not shown next to the fields (for an alert above the form). */
    generalError: failed && !shownInFields ? failed : null,
    /** The last failed save, also when its fields are shown (for forms whose alert always says it). */
    error: failed,
  };
}

/** The multipart body of a save: the validated texts, then each chosen file (none chosen: the field is left out). */
export function formDataOf(texts: Record<string, string>, files: Files = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(texts)) data.append(key, value);
  for (const [key, file] of Object.entries(files)) if (file) data.append(key, file);
  return data;
}
