import fsp from 'node:fs/promises';
import sharp from 'sharp';
import { fileTypeFromFile } from 'file-type';
import { badRequest, unsupportedMedia } from '../errors.js';
import type { UploadedFile } from './form.js';
import { thumbOf, type LocalStorage, type StoredPath } from './storage.js';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
export const MAX_IMAGE_WIDTH = 1920;
export const THUMB_WIDTH = 480;

sharp.cache(false);
sharp.concurrency(1);

/**
 * The image pipeline every picture upload goes through: type decided by magic bytes, decoded,
 * EXIF orientation applied, metadata stripped, re-encoded to WebP (≤1920 px wide) plus a ~480 px
 * thumbnail. Returns the public path; nothing is left on disk when it throws.
 */
export async function storeImage(storage: LocalStorage, file: UploadedFile, feature: string): Promise<StoredPath> {
  const type = await fileTypeFromFile(file.tempPath);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw unsupportedMedia('El archivo no es una imagen permitida. Use JPG, PNG, WebP, GIF o AVIF.');
  }
  const publicPath = storage.newPath(feature, 'webp');
  const fullTmp = storage.tempPath();
  const thumbTmp = storage.tempPath();
  try {
    const input = sharp(file.tempPath, { failOn: 'error', limitInputPixels: 60_000_000 }).rotate();
    await input
      .clone()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(fullTmp);
    await input.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 72 }).toFile(thumbTmp);
  } catch {
    await Promise.all([fsp.rm(fullTmp, { force: true }), fsp.rm(thumbTmp, { force: true })]);
    throw badRequest('La imagen está dañada o no se puede leer.');
  }
  await storage.commit(thumbTmp, thumbOf(publicPath));
  await storage.commit(fullTmp, publicPath);
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
  const publicPath = storage.newPath(feature, 'webp');
  const input = sharp(Buffer.from(svg));
  const fullTmp = storage.tempPath();
  const thumbTmp = storage.tempPath();
  await input
    .clone()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(fullTmp);
  await input.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 72 }).toFile(thumbTmp);
  await storage.commit(thumbTmp, thumbOf(publicPath));
  await storage.commit(fullTmp, publicPath);
  return publicPath;
}
