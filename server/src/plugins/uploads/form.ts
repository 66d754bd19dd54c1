import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { markFormBody } from '../api-schema.js';
import { HttpError, invalidInput, payloadTooLarge, unsupportedMedia } from '../errors.js';

/** A file part of a multipart form, already written to a temp file. */
export interface UploadedFile {
  field: string;
  tempPath: string;
  size: number;
  /** The client's name: only for display, never used as a path or to decide the type. */
  filename: string;
}

export interface ParsedForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart form: text fields into `fields`, each accepted file field into a temp file.
 * File fields not named in `fileFields` are refused; a file over the limit answers 413 while streaming,
 * so a huge upload is never held in memory.
 */
async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<{ form: ParsedForm; cleanup: () => Promise<void> }> {
  const { storage, config } = request.server;
  if (!request.isMultipart()) throw unsupportedMedia('Se esperaba un formulario (multipart/form-data).');
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > config.maxUploadBytes + 1024 * 1024) throw payloadTooLarge(config.maxUploadMb);

  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const temps: string[] = [];
  const cleanup = async () => {
    await Promise.all(temps.map((t) => fsp.rm(t, { force: true })));
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!fileFields.includes(part.fieldname) || files[part.fieldname]) {
        part.file.resume();
        throw new HttpError(400, `Campo de archivo no esperado: ${part.fieldname.slice(0, 40)}.`);
      }
      const tempPath = storage.tempPath();
      temps.push(tempPath);
      // Stop at the limit: without this the part would only end (truncated) after the client had sent
      // all of it, so a 1 GB upload would be read to the end before the 413.
      part.file.once('limit', () => part.file.destroy(payloadTooLarge(config.maxUploadMb)));
      await pipeline(part.file, fs.createWriteStream(tempPath));
      if (part.file.truncated) throw payloadTooLarge(config.maxUploadMb);
      const { size } = await fsp.stat(tempPath);
      if (size === 0) {
        // An empty file input (no file chosen) is the same as no file.
        continue;
      }
      files[part.fieldname] = { field: part.fieldname, tempPath, size, filename: part.filename };
    }
  } catch (err) {
    await cleanup();
    const code = String((err as { code?: string }).code ?? '');
    // A broken body (bad boundary, truncated part) is the client's fault: 400, not 500.
    if (err instanceof HttpError || code.startsWith('FST_') || code.startsWith('E')) throw err;
    throw new HttpError(400, 'El formulario enviado no es válido o está incompleto.');
  }
  return { form: { fields, files }, cleanup };
}

/** A multipart form of a route: its text fields (a contract schema) and the names of its file fields. */
export interface FormSpec<S extends z.ZodType, F extends string> {
  fields: S;
  files: readonly F[];
  /** Goes in the route's `schema`: documents the multipart body (checked by `withForm`, not by Fastify). */
  schema: { consumes: string[]; body: z.ZodType };
}

/** What a handler gets from `withForm`: the checked fields and the files sent (an empty file input is none). */
export interface CheckedForm<S extends z.ZodType, F extends string> {
  fields: z.output<S>;
  files: Partial<Record<F, UploadedFile>>;
}

/**
 * Declares a route's multipart form once: `schema` goes in the route's schema (the OpenAPI document shows the
 * fields and the files), and `withForm` checks the text fields with the same contract schema.
 */
export function defineForm<S extends z.ZodType, F extends string>(fields: S, files: readonly F[]): FormSpec<S, F> {
  const fileShape = Object.fromEntries(files.map((f) => [f, z.file().optional()]));
  const body = fields instanceof z.ZodObject ? fields.extend(fileShape) : z.intersection(fields, z.object(fileShape));
  return { fields, files, schema: { consumes: ['multipart/form-data'], body: markFormBody(body) } };
}

/**
 * The only way a route reads a multipart form: reads it (file fields not in `spec.files` are refused), checks its
 * text fields with `spec.fields` (a 400 with `fields` like every refused input), runs `handle`, and always
 * removes the temp files afterwards. `handle` stores what it keeps through `saveWithUploads` (lifecycle.ts).
 */
export async function withForm<S extends z.ZodType, F extends string, T>(
  request: FastifyRequest,
  spec: FormSpec<S, F>,
  handle: (form: CheckedForm<S, F>) => Promise<T>,
): Promise<T> {
  const fileFields = spec.files;
  // Per user: at most a few forms in flight at once, and a budget per minute of forms
  // that carry a file (the decoding of pictures is what costs memory and time).
  const user = request.user;
  const limits = request.server.userLimits;
  const release = user ? limits.enterUpload(user.id) : () => {};
  let read: Awaited<ReturnType<typeof readForm>>;
  try {
    read = await readForm(request, fileFields);
  } catch (err) {
    release();
    throw err;
  }
  if (user && Object.keys(read.form.files).length > 0) {
    try {
      limits.take('archivos', user.id);
    } catch (err) {
      release();
      await read.cleanup();
      throw err;
    }
  }
  const { form, cleanup } = read;
  try {
    const checked = spec.fields.safeParse(form.fields);
    if (!checked.success) throw invalidInput(checked.error.issues);
    return await handle({ fields: checked.data as z.output<S>, files: form.files as CheckedForm<S, F>['files'] });
  } finally {
    release();
    await cleanup();
  }
}
