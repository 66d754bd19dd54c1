import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { buildSimplePdf } from '../../src/seed/simple-pdf.js';
import { multipart, storedFiles, tempFiles, type FilePart, useTestApp } from '../helpers.js';
import { randomRut } from '../factories.js';
import { countRows } from '../requests.js';

/**
 * Upload attack corpus: every admin route that takes a picture or a PDF gets wrong magic bytes,
 * polyglots, SVG with script, zero bytes, hostile file names and a 1 GB stream. A refused upload leaves no
 * row, no stored file and no temp file; an accepted one is stored re-encoded under a random name.
 */

const MAX_UPLOAD_MB = 2;

interface UploadRoute {
  url: string;
  table: keyof Database;
  field: string;
  kind: 'image' | 'pdf';
  /** The uploads folder the feature stores into. */
  folder: string;
  /** Whether the route refuses a create without the file. */
  required: boolean;
  /** Empties the table before an accepted upload, when a row is unique (one announcement per type). */
  reset?: boolean;
  /** Valid text fields (fresh on each call: some are unique). */
  valid: () => Record<string, string>;
}

let seq = 0;
const ROUTES: UploadRoute[] = [
  {
    url: '/api/noticias',
    table: 'news',
    field: 'imagen',
    kind: 'image',
    folder: 'news',
    required: false,
    valid: () => ({ nombre: 'Noticia', area: 'Energía', detalle: 'Detalle.', fecha: '2026-11-20' }),
  },
  {
    url: '/api/admin/temas',
    table: 'temas',
    field: 'imagen',
    kind: 'image',
    folder: 'forum',
    required: false,
    valid: () => ({ titulo: `Tema ${++seq}`, descripcion: 'Conversemos.' }),
  },
  {
    url: '/api/intro-slides',
    table: 'intro_slides',
    field: 'imagen',
    kind: 'image',
    folder: 'slides',
    required: false,
    valid: () => ({ titulo: 'Bienvenidos', descripcion: 'Un espacio para todos.' }),
  },
  {
    url: '/api/cumpleanos',
    table: 'birthdays',
    field: 'imagen',
    kind: 'image',
    folder: 'birthdays',
    required: false,
    valid: () => ({ nombre: 'Ana Rojas', cargo: 'Geóloga', fecha_cumpleanos: '1990-05-14' }),
  },
  {
    url: '/api/announcements',
    table: 'announcements',
    field: 'image1',
    kind: 'image',
    folder: 'announcements',
    required: false,
    reset: true,
    valid: () => ({ type: 'bienvenido', title: 'Bienvenido', detail: 'Nos alegra tenerte aquí.' }),
  },
  {
    url: '/api/videos',
    table: 'course_videos',
    field: 'image',
    kind: 'image',
    folder: 'courses',
    required: false,
    valid: () => ({ title: 'Inducción', area: 'Seguridad', link: 'https://videos.empresa.cl/induccion' }),
  },
  {
    url: '/api/images',
    table: 'course_images',
    field: 'image',
    kind: 'image',
    folder: 'courses',
    required: true,
    valid: () => ({}),
  },
  {
    url: '/api/users',
    table: 'users',
    field: 'imagen_perfil',
    kind: 'image',
    folder: 'users',
    required: false,
    valid: () => {
      const n = ++seq;
      return {
        username: `ataque.${n}`,
        nombre: `Ataque ${n}`,
        rut: randomRut(),
        password: 'Clave.Nueva.2025',
        correo: `ataque.${n}@empresa.cl`,
        puesto: 'Analista',
      };
    },
  },
  {
    url: '/api/organization/nodes',
    table: 'organization_nodes',
    field: 'image',
    kind: 'image',
    folder: 'organization',
    required: false,
    valid: () => ({ name: 'Ana Pérez', role: 'Analista' }),
  },
  {
    url: '/api/procedimientos',
    table: 'documents',
    field: 'archivo',
    kind: 'pdf',
    folder: 'documents',
    required: true,
    valid: () => ({ nombre: 'Procedimiento de prueba', area: 'Normas ISO 45001', subarea: '23 Formatos' }),
  },
];

const t = useTestApp({ MAX_UPLOAD_MB: String(MAX_UPLOAD_MB) });
let admin: string;
let png: Buffer;
let jpeg: Buffer;
const pdf = buildSimplePdf('Procedimiento', ['Línea de prueba']);

const HTML = '<html><body><script>alert(document.cookie)</script><img src=x onerror=alert(1)></body></html>';
const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
  '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8702a' } });
  png = await base.clone().png().toBuffer();
  jpeg = await base.clone().jpeg().toBuffer();
}, 60_000);

const send = async (route: UploadRoute, file: FilePart | undefined, fields = route.valid()) => {
  if (route.reset) await t.handle.db.deleteFrom(route.table).execute();
  const body = multipart({ ...fields, [route.field]: file });
  return t.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
};

/** Stored files of this route's folder (the users table starts with the admin's row). */
async function snapshot(route: UploadRoute) {
  if (route.reset) await t.handle.db.deleteFrom(route.table).execute();
  return { rows: await countRows(t, route.table), files: await storedFiles(t.dataDir) };
}

async function expectUnchanged(route: UploadRoute, before: Awaited<ReturnType<typeof snapshot>>) {
  expect(await countRows(t, route.table)).toBe(before.rows);
  expect(await storedFiles(t.dataDir)).toEqual(before.files);
  await expect.poll(() => tempFiles(t.dataDir), { timeout: 2_000 }).toEqual([]);
}

/** The stored path of the upload in a 201 body (field name differs per feature). */
function storedPathOf(route: UploadRoute, body: Record<string, unknown>): string | null {
  if (route.kind === 'pdf') return null;
  const value = body[route.field] ?? body.path;
  return typeof value === 'string' ? value : null;
}

/** A JPEG with an HTML page in a COM segment right after SOI: a browser sniffing it might see HTML. */
function jpegWithHtmlComment(): Buffer {
  const payload = Buffer.from(HTML);
  const len = Buffer.alloc(2);
  len.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), len, payload, jpeg.subarray(2)]);
}

const hasHtml = (b: Buffer) => /<(html|script|img|body)/i.test(b.toString('latin1'));

describe('upload routes', () => {
  it('every admin POST that reads a multipart file is in the corpus (found by probing, not by a list)', async () => {
    const found: string[] = [];
    for (const r of t.app.apiRoutes) {
      if (r.method !== 'POST' || r.access !== 'admin' || r.url.includes(':')) continue;
      const body = multipart({ sonda_archivo: { filename: 'x.bin', content: 'x' } });
      const res = await t.app.inject({
        method: 'POST',
        url: r.url,
        headers: { ...body.headers, cookie: admin },
        payload: body.payload,
      });
      if (res.statusCode === 400 && res.json().error.startsWith('Campo de archivo no esperado')) found.push(r.url);
    }
    // The CSV import of users is a text file parsed row by row (users.import.ts), not stored.
    expect(found.sort()).toEqual([...ROUTES.map((r) => r.url), '/api/users/import'].sort());
  });
});

describe.each(ROUTES)('$url ($field)', (route) => {
  const fileName = route.kind === 'pdf' ? 'procedimiento.pdf' : 'foto.png';
  const good = () => (route.kind === 'pdf' ? pdf : png);

  it('refuses wrong magic bytes (text, HTML, an executable, a PNG for a PDF) with 415', async () => {
    const before = await snapshot(route);
    const corpus: FilePart[] = [
      {
        filename: fileName,
        content: 'no soy un archivo válido',
        contentType: route.kind === 'pdf' ? 'application/pdf' : 'image/png',
      },
      { filename: fileName, content: HTML, contentType: 'text/html' },
      { filename: fileName, content: Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(200)]) },
      route.kind === 'pdf'
        ? { filename: 'a.pdf', content: png, contentType: 'application/pdf' }
        : { filename: 'a.png', content: pdf, contentType: 'image/png' },
      // HTML first, then the real bytes: the type is decided by the first bytes only.
      { filename: fileName, content: Buffer.concat([Buffer.from(HTML), good()]) },
    ];
    for (const file of corpus) {
      const res = await send(route, file);
      expect(res.statusCode, `${file.filename}: ${res.body}`).toBe(415);
      expect(res.json().error).toMatch(route.kind === 'pdf' ? /PDF/ : /imagen/);
    }
    await expectUnchanged(route, before);
  });

  it('refuses an SVG with <script> with 415', async () => {
    const before = await snapshot(route);
    for (const name of ['dibujo.svg', fileName]) {
      const res = await send(route, { filename: name, content: SVG, contentType: 'image/svg+xml' });
      expect(res.statusCode).toBe(415);
    }
    await expectUnchanged(route, before);
  });

  it('treats a zero-byte file as no file: never stored, never a 5xx', async () => {
    const before = await snapshot(route);
    const res = await send(route, { filename: fileName, content: Buffer.alloc(0) });
    if (route.required) {
      expect(res.statusCode).toBe(400);
      await expectUnchanged(route, before);
    } else {
      expect(res.statusCode).toBe(201);
      expect(storedPathOf(route, res.json())).toBeNull();
      expect(await storedFiles(t.dataDir)).toEqual(before.files);
      await expect.poll(() => tempFiles(t.dataDir), { timeout: 2_000 }).toEqual([]);
    }
  });

  if (route.kind === 'image') {
    it.each([
      ['HTML after the end of the JPEG', () => Buffer.concat([jpeg, Buffer.from(HTML)])],
      ['HTML inside a JPEG comment segment', jpegWithHtmlComment],
    ])('a JPEG/HTML polyglot (%s) is stored only as a re-encoded WebP without the HTML', async (_label, make) => {
      const content = make();
      expect(hasHtml(content)).toBe(true);
      const before = await snapshot(route);
      const res = await send(route, { filename: 'foto.jpg.html', content, contentType: 'text/html' });
      if (res.statusCode !== 201) {
        // Refusing it is also safe, as long as nothing stays behind.
        expect([400, 415]).toContain(res.statusCode);
        await expectUnchanged(route, before);
        return;
      }
      const stored = storedPathOf(route, res.json());
      expect(stored).toMatch(new RegExp(`^/uploads/${route.folder}/[0-9a-f]{32}\\.webp$`));
      const added = (await storedFiles(t.dataDir)).filter((f) => !before.files.includes(f));
      expect(added).toHaveLength(2); // the picture and its thumbnail
      for (const f of added) {
        const bytes = await fs.readFile(path.join(t.dataDir, 'uploads', f));
        expect((await sharp(bytes).metadata()).format).toBe('webp');
        expect(hasHtml(bytes)).toBe(false);
      }
      // Served as WebP, never sniffed.
      const served = await t.app.inject({ method: 'GET', url: `/api${stored}`, headers: { cookie: admin } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });
  } else {
    it('a PDF/HTML polyglot is served only as an attachment of type application/pdf, never sniffed', async () => {
      const content = Buffer.concat([pdf, Buffer.from(`\n%${HTML}\n`)]);
      const res = await send(route, { filename: 'manual.html', content, contentType: 'text/html' });
      expect(res.statusCode).toBe(201);
      const served = await t.app.inject({
        method: 'GET',
        url: `/api/procedimientos/archivos/${res.json().archivo}`,
        headers: { cookie: admin },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    });
  }

  it.each([
    ['../../../../etc/passwd'],
    ['..\\..\\..\\windows\\win.ini'],
    ['../../uploads/news/existente.webp'],
    ['foto\u0000.php'],
    ['foto.php%00.png'],
    ['gnp.\u202Eexe.png'],
    ['\uFF0E\uFF0E\uFF0Fsalida.png'],
    ['..\u2215..\u2215salida.png'],
    ['CON'],
    ['.htaccess'],
    ['ñandú 🐧 ' + 'a'.repeat(300) + '.png'],
  ])('a hostile client name %j never reaches the disk: the stored name is random', async (filename) => {
    const before = await snapshot(route);
    const topBefore = (await fs.readdir(t.dataDir)).sort();
    const res = await send(route, { filename, content: good() });
    expect(res.statusCode, res.body).toBe(201);
    const added = (await storedFiles(t.dataDir)).filter((f) => !before.files.includes(f));
    const pattern =
      route.kind === 'pdf'
        ? new RegExp(`^${route.folder}/[0-9a-f]{32}\\.pdf$`)
        : new RegExp(`^${route.folder}/[0-9a-f]{32}(\\.thumb)?\\.webp$`);
    expect(added.length).toBeGreaterThan(0);
    for (const f of added) expect(f).toMatch(pattern);
    // Nothing outside the uploads folder and nothing of the client's name in the answer.
    expect(topBefore).toContain('uploads');
    expect((await fs.readdir(t.dataDir)).sort()).toEqual(topBefore);
    const stem = filename.replace(/\.[a-z]+$/, '').replace(/[^a-zA-Z0-9]/g, '');
    if (stem.length >= 3) expect(res.body).not.toContain(stem);
    await expect.poll(() => tempFiles(t.dataDir), { timeout: 2_000 }).toEqual([]);
  });
});

/** Streams a multipart body with a 1 GB file part, generated lazily, to a listening server. */
function streamGigabyte(
  port: number,
  route: UploadRoute,
  declareLength: boolean,
): Promise<{ status?: number; body?: string; error?: string; sent: number; ms: number }> {
  const boundary = `----ataque${randomBytes(8).toString('hex')}`;
  let head = '';
  for (const [k, v] of Object.entries(route.valid())) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="${route.field}"; filename="enorme.png"\r\nContent-Type: image/png\r\n\r\n`;
  const headBuf = Buffer.concat([
    Buffer.from(head),
    route.kind === 'pdf' ? Buffer.from('%PDF-1.4\n') : png.subarray(0, 8),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const GB = 1024 ** 3;
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  let stage = 0;
  const body = new Readable({
    read() {
      if (stage === 0) {
        stage = 1;
        this.push(headBuf);
      } else if (sent < GB) {
        sent += chunk.length;
        this.push(chunk);
      } else if (stage === 1) {
        stage = 2;
        this.push(tail);
      } else this.push(null);
    },
  });
  const started = Date.now();
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = {
      cookie: admin,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
    if (declareLength) headers['content-length'] = headBuf.length + GB + tail.length;
    const req = http.request({ host: '127.0.0.1', port, path: route.url, method: 'POST', headers });
    let done = false;
    const finish = (r: { status?: number; body?: string; error?: string }) => {
      if (done) return;
      done = true;
      body.unpipe(req);
      body.destroy();
      req.destroy();
      resolve({ ...r, sent, ms: Date.now() - started });
    };
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => finish({ status: res.statusCode, body: text }));
      res.on('error', (e) => finish({ status: res.statusCode, error: e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => finish({ error: e.code ?? e.message }));
    body.pipe(req);
  });
}

describe('a 1 GB upload stream', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it.each(
    ROUTES.flatMap((r) => [
      { ...r, declareLength: false },
      { ...r, declareLength: true },
    ]),
  )(
    '$url is refused at MAX_UPLOAD_MB without buffering it (declared length: $declareLength)',
    async (route) => {
      const before = await snapshot(route);
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const result = await streamGigabyte(port, route, route.declareLength);
      const rssGrowth = process.memoryUsage().rss - rssBefore;
      if (process.env.UPLOAD_FIGURES) {
        console.info(route.url, route.declareLength, result.status ?? result.error, result.sent, result.ms, rssGrowth);
      }

      if (result.status !== undefined) {
        expect(result.status, result.body).toBe(413);
        expect(JSON.parse(result.body ?? '{}').error).toBe(
          `El archivo o la solicitud supera el tamaño máximo permitido (${MAX_UPLOAD_MB} MB).`,
        );
      } else {
        // The server may close the connection instead of reading the rest: also a refusal.
        expect(['ECONNRESET', 'EPIPE']).toContain(result.error);
      }
      // Refused soon after the limit, long before 1 GB went through.
      expect(result.sent).toBeLessThan(64 * 1024 * 1024);
      expect(result.ms).toBeLessThan(15_000);
      expect(rssGrowth).toBeLessThan(100 * 1024 * 1024);
      // The server may still be unwinding the request: give it a moment, then nothing may remain.
      await expect.poll(() => tempFiles(t.dataDir), { timeout: 5_000 }).toEqual([]);
      expect(await countRows(t, route.table)).toBe(before.rows);
      expect(await storedFiles(t.dataDir)).toEqual(before.files);
    },
    30_000,
  );
});
