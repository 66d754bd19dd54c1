import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, payloadTooLarge, unsupportedMedia } from '../errors.js';

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

/**
 * The only way a route reads a multipart form: reads it, runs `handle` with it, and always removes the
 * temp files afterwards. `handle` stores what it keeps through `saveWithUploads` (lifecycle.ts).
 */
export async function withForm<T>(
  request: FastifyRequest,
  fileFields: readonly string[],
  handle: (form: ParsedForm) => Promise<T>,
): Promise<T> {
  const { form, cleanup } = await readForm(request, fileFields);
  try {
    return await handle(form);
  } finally {
    await cleanup();
  }
}
