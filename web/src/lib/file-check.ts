import { IMAGE_ACCEPT } from '@intranet/contract';
import { formatFileSize } from './format-size';

/** What a file picker takes: the server checks again by the file's bytes. */
export type FileKind = 'image' | 'pdf' | 'csv';

interface KindRule {
  /** The `accept` attribute of the input. */
  accept: string;
  /** Does the browser's type or the name's extension say this kind? */
  matches: (file: { name: string; type: string }) => boolean;
  /** Said when another kind of file was chosen. */
  wrongType: string;
  /** The formats, for the hint under the input. */
  formats: string;
  /** The Spanish button that covers the browser's own. */
  button: string;
}

const IMAGE_TYPES = IMAGE_ACCEPT.split(',');

export const FILE_KINDS: Record<FileKind, KindRule> = {
  image: {
    accept: IMAGE_ACCEPT,
    matches: (f) => IMAGE_TYPES.includes(f.type) || (!f.type && /\.(jpe?g|png|webp|gif|avif)$/i.test(f.name)),
    wrongType: 'El archivo elegido no es una imagen. Elija un archivo JPG, PNG, WebP, GIF o AVIF.',
    formats: 'JPG, PNG, WebP, GIF o AVIF',
    button: 'Seleccionar imagen',
  },
  pdf: {
    accept: 'application/pdf,.pdf',
    matches: (f) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name),
    wrongType: 'El archivo elegido no es un PDF. Elija un archivo PDF.',
    formats: 'PDF',
    button: 'Seleccionar PDF',
  },
  csv: {
    accept: '.csv,text/csv',
    matches: (f) => /\.csv$/i.test(f.name) || f.type === 'text/csv',
    wrongType: 'El archivo elegido no es un CSV. Elija un archivo .csv (puede exportarlo desde Excel).',
    formats: 'CSV',
    button: 'Seleccionar CSV',
  },
};

/** MAX_UPLOAD_MB of the server until GET /api/session has said it (its default). */
export const DEFAULT_MAX_UPLOAD_MB = 25;

/** The largest upload in bytes, from the session's answer (`maxUploadMb`) when there is one. */
export function maxUploadBytes(session: unknown): number {
  const mb = (session as { maxUploadMb?: unknown } | null | undefined)?.maxUploadMb;
  return (typeof mb === 'number' && Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_UPLOAD_MB) * 1024 * 1024;
}

/**
 * Why a chosen file cannot be sent, in Spanish, or null when it can: the wrong kind or over the server's
 * limit. Checked when the file is chosen, before any upload.
 */
export function fileProblem(
  file: { name: string; type: string; size: number },
  kind: FileKind,
  maxBytes: number,
): string | null {
  if (!FILE_KINDS[kind].matches(file)) return FILE_KINDS[kind].wrongType;
  if (file.size > maxBytes) {
    return `El archivo pesa ${formatFileSize(file.size)} y el máximo permitido es ${formatFileSize(maxBytes)}. Elija un archivo más liviano.`;
  }
  if (file.size === 0) return 'El archivo elegido está vacío. Elija otro archivo.';
  return null;
}
