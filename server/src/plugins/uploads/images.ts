import fsp from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { fileTypeFromFile } from 'file-type';
import { badRequest, unsupportedMedia } from '../errors.js';
import type { UploadedFile } from './form.js';
import { thumbOf, type LocalStorage, type StoredPath } from './storage.js';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
export const MAX_IMAGE_WIDTH = 1920;
export const THUMB_WIDTH = 480;
/** Largest stored picture (no image over 300 KB on the home page). */
export const MAX_IMAGE_BYTES = 300 * 1024;
/**
 * Largest picture decoded, in pixels: 40 MP covers any phone or camera photo; decoding
 * costs about 4 bytes a pixel, so eight 59 MP uploads at once took the server from 300 to 543 MB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS_MESSAGE =
  'La imagen es demasiado grande: máximo 40 megapíxeles (por ejemplo 7.300 × 5.470). Redúzcala e intente nuevamente.';
/**
 * Encodings tried in turn until one fits MAX_IMAGE_BYTES: a photo fits at the first; only very
 * detailed pictures (noise, fine texture) step down in quality, then in width. The last is kept anyway.
 */
const FULL_STEPS = [
  { width: MAX_IMAGE_WIDTH, quality: 80 },
  { width: MAX_IMAGE_WIDTH, quality: 65 },
  { width: 1600, quality: 60 },
  { width: 1280, quality: 55 },
  { width: 960, quality: 50 },
  { width: 640, quality: 45 },
];

sharp.cache(false);
sharp.concurrency(1);

/**
 * The image pipeline every picture upload goes through: type decided by magic bytes, decoded,
 * EXIF orientation applied, metadata stripped, re-encoded to WebP (≤1920 px wide, ≤300 KB) plus a
 * ~480 px thumbnail. Returns the public path; nothing is left on disk when it throws.
 */
export async function storeImage(storage: LocalStorage, file: UploadedFile, feature: string): Promise<StoredPath> {
  const type = await fileTypeFromFile(file.tempPath);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw unsupportedMedia('El archivo no es una imagen permitida. Use JPG, PNG, WebP, GIF o AVIF.');
  }
  // The header says the size before anything is decoded; sharp enforces the same limit while decoding.
  const meta = await sharp(file.tempPath, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest('La imagen está dañada o no se puede leer.');
    });
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw badRequest(TOO_MANY_PIXELS_MESSAGE);
  }
  // rotate() with no angle applies the EXIF orientation; the WebP output carries no metadata.
  const input = sharp(file.tempPath, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const encoded = await encodeWebp(storage, input).catch(() => {
    throw badRequest('La imagen está dañada o no se puede leer.');
  });
  return commitWebp(storage, encoded, feature);
}

interface EncodedWebp {
  fullTmp: string;
  thumbTmp: string;
}

/** Writes the full-size and thumbnail WebP encodings of `input` to temp files (removed if it throws). */
async function encodeWebp(storage: LocalStorage, input: Sharp): Promise<EncodedWebp> {
  const fullTmp = storage.tempPath();
  const thumbTmp = storage.tempPath();
  try {
    for (const step of FULL_STEPS) {
      const { size } = await input
        .clone()
        .resize({ width: step.width, withoutEnlargement: true })
        .webp({ quality: step.quality })
        .toFile(fullTmp);
      if (size <= MAX_IMAGE_BYTES) break;
    }
    await input.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 72 }).toFile(thumbTmp);
  } catch (err) {
    await Promise.all([fsp.rm(fullTmp, { force: true }), fsp.rm(thumbTmp, { force: true })]);
    throw err;
  }
  return { fullTmp, thumbTmp };
}

/** Moves both encodings to a new random public path; on failure neither stays. */
async function commitWebp(storage: LocalStorage, { fullTmp, thumbTmp }: EncodedWebp, feature: string) {
  const publicPath = storage.newPath(feature, 'webp');
  try {
    await storage.commit(thumbTmp, thumbOf(publicPath));
    await storage.commit(fullTmp, publicPath);
  } catch (err) {
    await Promise.all([
      fsp.rm(fullTmp, { force: true }),
      fsp.rm(thumbTmp, { force: true }),
      storage.remove(publicPath),
    ]);
    throw err;
  }
  return publicPath;
}

/** Stores an already-validated file as is (PDFs); the caller checks its type first. */
export async function storeRaw(
  storage: LocalStorage,
  file: UploadedFile,
  feature: string,
  ext: string,
): Promise<StoredPath> {
  const publicPath = storage.newPath(feature, ext);
  const tmp = storage.tempPath();
  await fsp.copyFile(file.tempPath, tmp);
  await storage.commit(tmp, publicPath);
  return publicPath;
}

/** Renders an SVG string to a stored WebP image (demo content: generated locally, nothing downloaded). */
export async function storeSvgImage(storage: LocalStorage, svg: string, feature: string): Promise<StoredPath> {
  return commitWebp(storage, await encodeWebp(storage, sharp(Buffer.from(svg))), feature);
}
