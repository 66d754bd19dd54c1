import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, tempFiles } from '../../../test/helpers.js';
import { HttpError } from '../errors.js';
import type { UploadedFile } from './form.js';
import { randomBytes } from 'node:crypto';
import { MAX_IMAGE_BYTES, MAX_IMAGE_WIDTH, storeImage, THUMB_WIDTH } from './images.js';
import { saveWithUploads } from './lifecycle.js';
import { LocalStorage, thumbOf } from './storage.js';

let dataDir: string;
let inputDir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-images-'));
  inputDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-images-in-'));
  storage = new LocalStorage(dataDir);
  await storage.init();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(inputDir, { recursive: true, force: true });
});

let n = 0;
/** An uploaded file as withForm hands it over: bytes in a temp file, with the client's name. */
async function upload(content: Buffer | string, filename: string): Promise<UploadedFile> {
  const tempPath = path.join(inputDir, `in-${++n}`);
  await fs.writeFile(tempPath, content);
  return { field: 'imagen', tempPath, size: Buffer.byteLength(content), filename };
}

/** A storage on its own empty DATA_DIR, to assert that nothing at all was stored. */
async function fresh() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-images-'));
  const s = new LocalStorage(dir);
  await s.init();
  return { dir, s };
}

const base = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c8702a' } });

const expectHttp = async (p: Promise<unknown>, status: number) => {
  const err = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(HttpError);
  expect((err as HttpError).statusCode).toBe(status);
  expect((err as HttpError).message).toMatch(/[a-záéíóú]/);
  return err as HttpError;
};

describe('storeImage', () => {
  it('stores a WebP under /uploads/<feature>/ with a random name and a 480 px thumbnail', async () => {
    const png = await base(2400, 1200).png().toBuffer();
    const stored = await storeImage(storage, await upload(png, 'foto.png'), 'news');
    expect(stored).toMatch(/^\/uploads\/news\/[0-9a-f]{32}\.webp$/);
    const full = await sharp(storage.absolute(stored)).metadata();
    expect(full).toMatchObject({ format: 'webp', width: MAX_IMAGE_WIDTH, height: 960 });
    const thumb = await sharp(storage.absolute(thumbOf(stored))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: THUMB_WIDTH, height: 240 });
    expect(await tempFiles(dataDir)).toEqual([]);
  });

  it('keeps every stored picture within 300 KB, even pure noise at 1920 px (the image budget)', async () => {
    const noise = await sharp(randomBytes(1920 * 1440 * 3), { raw: { width: 1920, height: 1440, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const stored = await storeImage(storage, await upload(noise, 'ruido.png'), 'slides');
    const size = (await fs.stat(storage.absolute(stored))).size;
    expect(size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    // It steps down in quality and then width, keeping the aspect ratio.
    const meta = await sharp(storage.absolute(stored)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width! / meta.height!).toBeCloseTo(1920 / 1440, 2);
  });

  it('never enlarges a small picture', async () => {
    const stored = await storeImage(storage, await upload(await base(40, 30).png().toBuffer(), 'a.png'), 'news');
    expect(await sharp(storage.absolute(stored)).metadata()).toMatchObject({ width: 40, height: 30 });
    expect(await sharp(storage.absolute(thumbOf(stored))).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('honours the EXIF orientation and strips metadata', async () => {
    // 60×20 pixels tagged "rotate 90° clockwise": shown upright it is 20 wide and 60 high.
    const jpeg = await base(60, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secreto', Artist: 'Cámara del gerente' } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const stored = await storeImage(storage, await upload(jpeg, 'foto.jpg'), 'news');
    for (const p of [stored, thumbOf(stored)]) {
      const meta = await sharp(storage.absolute(p)).metadata();
      expect(meta).toMatchObject({ width: 20, height: 60 });
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect((await fs.readFile(storage.absolute(p))).includes('Secreto')).toBe(false);
    }
  });

  it.each([
    ['GIF', () => base(50, 40).gif().toBuffer(), 'a.gif'],
    ['AVIF', () => base(50, 40).avif().toBuffer(), 'a.avif'],
    ['WebP', () => base(50, 40).webp().toBuffer(), 'a.webp'],
    ['JPEG named .txt', () => base(50, 40).jpeg().toBuffer(), 'notas.txt'],
  ])('accepts %s by its bytes', async (_label, make, name) => {
    const stored = await storeImage(storage, await upload(await make(), name), 'slides');
    expect(await sharp(storage.absolute(stored)).metadata()).toMatchObject({ format: 'webp', width: 50, height: 40 });
    await expect(fs.stat(storage.absolute(thumbOf(stored)))).resolves.toBeTruthy();
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const { dir, s: empty } = await fresh();
    try {
      const err = await expectHttp(storeImage(empty, await upload('no soy una imagen', 'foto.png'), 'news'), 415);
      expect(err.message).toBe('El archivo no es una imagen permitida. Use JPG, PNG, WebP, GIF o AVIF.');
      // An SVG (text) and a PDF are not accepted pictures either.
      await expectHttp(
        storeImage(empty, await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg'), 'news'),
        415,
      );
      await expectHttp(storeImage(empty, await upload('%PDF-1.4\n%âãÏÓ\n1 0 obj\n', 'a.png'), 'news'), 415);
      expect(await storedFiles(dir)).toEqual([]);
      expect(await tempFiles(dir)).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 400 for a picture whose bytes say PNG but cannot be decoded, leaving nothing', async () => {
    const { dir, s: empty } = await fresh();
    try {
      const png = await base(200, 200).png().toBuffer();
      const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
      const err = await expectHttp(storeImage(empty, await upload(broken, 'rota.png'), 'news'), 400);
      expect(err.message).toBe('La imagen está dañada o no se puede leer.');
      expect(await storedFiles(dir)).toEqual([]);
      expect(await tempFiles(dir)).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('saveWithUploads', () => {
  it('passes the stored paths to the write and keeps them when it succeeds', async () => {
    const { dir, s } = await fresh();
    try {
      const png = await base(30, 30).png().toBuffer();
      const files = { image1: await upload(png, 'a.png'), image2: undefined };
      const result = await saveWithUploads(s, { folder: 'announcements', files }, async (stored) => ({
        image1: stored.image1 ?? null,
        image2: stored.image2 ?? null,
      }));
      expect(result.image1).toMatch(/^\/uploads\/announcements\/[0-9a-f]{32}\.webp$/);
      expect(result.image2).toBeNull();
      expect(await storedFiles(dir)).toHaveLength(2);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('removes the images already stored when a later one is refused or the write throws', async () => {
    const { dir, s } = await fresh();
    try {
      const png = await base(30, 30).png().toBuffer();
      const files = { image1: await upload(png, 'a.png'), image2: await upload('texto', 'b.png') };
      await expectHttp(
        saveWithUploads(s, { folder: 'announcements', files }, async () => ({ image1: null, image2: null })),
        415,
      );
      expect(await storedFiles(dir)).toEqual([]);

      const failing = saveWithUploads(
        s,
        { folder: 'announcements', files: { image1: await upload(png, 'a.png') } },
        async () => {
          throw new Error('insert falló');
        },
      );
      await expect(failing).rejects.toThrow('insert falló');
      expect(await storedFiles(dir)).toEqual([]);
      expect(await tempFiles(dir)).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('after an update removes the files the row no longer points to, and keeps the others', async () => {
    const { dir, s } = await fresh();
    try {
      const png = await base(30, 30).png().toBuffer();
      const first = await saveWithUploads(
        s,
        { folder: 'news', files: { a: await upload(png, 'a.png'), b: await upload(png, 'b.png') } },
        async (stored) => ({ a: stored.a ?? null, b: stored.b ?? null }),
      );
      const second = await saveWithUploads(
        s,
        { folder: 'news', files: { a: await upload(png, 'c.png') }, before: first },
        async (stored) => ({ a: stored.a ?? first.a, b: first.b }),
      );
      expect(second.a).not.toBe(first.a);
      const onDisk = (await storedFiles(dir)).map((f) => `/uploads/${f}`);
      expect(onDisk.sort()).toEqual([second.a, thumbOf(second.a!), first.b, thumbOf(first.b!)].sort());

      // A write that fails keeps the old files and removes the new one.
      const failing = saveWithUploads(
        s,
        { folder: 'news', files: { a: await upload(png, 'd.png') }, before: second },
        async () => {
          throw new Error('update falló');
        },
      );
      await expect(failing).rejects.toThrow('update falló');
      expect((await storedFiles(dir)).map((f) => `/uploads/${f}`).sort()).toEqual(onDisk.sort());
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('temp files left by a crash', () => {
  it('are swept at start-up when older than an hour; recent ones are left to their writer', async () => {
    const { dir, s } = await fresh();
    try {
      const old = s.tempPath();
      const recent = s.tempPath();
      await fs.writeFile(old, 'a medias');
      await fs.writeFile(recent, 'escribiendo');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await fs.utimes(old, twoHoursAgo, twoHoursAgo);
      expect(await s.sweepTemp()).toBe(1);
      expect(await tempFiles(dir)).toEqual([path.basename(recent)]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
