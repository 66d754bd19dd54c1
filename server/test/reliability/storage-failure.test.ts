import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, storedFiles, useTestApp } from '../helpers.js';
import { countRows, testPng } from '../requests.js';

/**
 * An unwritable DATA_DIR during an upload: the answer is a Spanish error, no row is written and
 * nothing is left half-stored; once the disk is usable again, uploads work. Root ignores file modes, so the
 * folders are made unusable by putting a regular file where a directory should be (writes fail ENOTDIR).
 */

const STORAGE_MESSAGE =
  'No se pudo guardar el archivo en el servidor (disco lleno o sin permisos). No se guardó ningún cambio.';

const t = useTestApp();
let admin: string;
let png: Buffer;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  png = await testPng();
});

const postNews = () => {
  const body = multipart({
    nombre: 'Noticia con foto',
    area: 'Energía',
    detalle: 'Detalle.',
    fecha: '2026-11-20',
    imagen: { filename: 'foto.png', content: png, contentType: 'image/png' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/noticias',
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
};

/** Puts a regular file where the directory `rel` (under uploads) is, runs `fn`, then restores the directory. */
async function withBlocked(rel: string, fn: () => Promise<void>) {
  const dir = path.join(t.dataDir, 'uploads', rel);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.writeFile(dir, 'no soy una carpeta');
  try {
    await fn();
  } finally {
    await fs.rm(dir, { force: true });
    await fs.mkdir(dir, { recursive: true });
  }
}

describe('an unwritable uploads folder during an upload', () => {
  it.each([
    ['the temp folder (the upload itself cannot be written)', '.tmp'],
    ["the feature's folder (the picture cannot be moved into place)", 'news'],
  ])('%s: Spanish 5xx, no news row, no file; uploads work again once restored', async (_label, rel) => {
    await withBlocked(rel, async () => {
      const res = await postNews();
      expect(res.statusCode, res.body).toBe(500);
      expect(res.json()).toEqual({ error: STORAGE_MESSAGE });
      expect(await countRows(t, 'news')).toBe(0);
      // Only the blocking file itself (storedFiles skips .tmp): no picture, no thumbnail.
      expect(await storedFiles(t.dataDir)).toEqual(rel === '.tmp' ? [] : [rel]);
    });
    // No temp file left behind by the failed attempt.
    expect(await fs.readdir(path.join(t.dataDir, 'uploads', '.tmp'))).toEqual([]);

    const ok = await postNews();
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().imagen).toMatch(/^\/uploads\/news\/[0-9a-f]{32}\.webp$/);
    expect(await countRows(t, 'news')).toBe(1);
    expect(await storedFiles(t.dataDir)).toHaveLength(2);
    await t.handle.db.deleteFrom('news').execute();
    await fs.rm(path.join(t.dataDir, 'uploads', 'news'), { recursive: true, force: true });
  });
});
