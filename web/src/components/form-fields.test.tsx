import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fileProblem, FILE_KINDS, maxUploadBytes } from '../lib/file-check';
import { FieldLabel, REQUIRED_LEGEND, RequiredLegend } from './field-label';
import { FileField } from './file-field';
import { TextField } from './text-field';

const MB = 1024 * 1024;
const withQuery = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('one required-field convention', () => {
  it('a required TextField carries `required` and the one mark; an optional one neither', () => {
    const required = renderToStaticMarkup(
      <TextField id="t" name="nombre" label="Nombre" value="" onChange={() => {}} required />,
    );
    expect(required).toContain('required=""');
    expect(required).toContain('<span class="required-mark" aria-hidden="true"> *</span>');
    const optional = renderToStaticMarkup(<TextField id="t" name="cargo" label="Cargo" value="" onChange={() => {}} />);
    expect(optional).not.toContain('required');
  });

  it('FieldLabel and the legend say the same thing everywhere', () => {
    expect(renderToStaticMarkup(<FieldLabel required>RUT</FieldLabel>)).toBe(
      '<label class="form-label">RUT<span class="required-mark" aria-hidden="true"> *</span></label>',
    );
    expect(renderToStaticMarkup(<FieldLabel>Cargo</FieldLabel>)).toBe('<label class="form-label">Cargo</label>');
    expect(renderToStaticMarkup(<RequiredLegend />)).toContain(REQUIRED_LEGEND);
    expect(REQUIRED_LEGEND).toBe('Los campos marcados con * son obligatorios.');
  });

  // Forms cannot differ: marks come only from FieldLabel/TextField/FileField, and a form that shows a mark also
  // says what it means.
  const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const tsx = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return tsx(full);
      return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [full] : [];
    });
  const files = tsx(webSrc).map((f) => ({ f: path.relative(webSrc, f), text: fs.readFileSync(f, 'utf8') }));

  it('no form draws its own asterisk', () => {
    const own = files.filter(
      ({ f, text }) =>
        f !== path.join('components', 'field-label.tsx') && /aria-hidden="true">\s*\*|>\s*\*\s*</.test(text),
    );
    expect(own.map((x) => x.f)).toEqual([]);
  });

  it('every form with a required mark shows the legend', () => {
    const marks = /<FieldLabel[^>]*\brequired\b|<(TextField|FileField|ImageField)\b[^>]*?\n?[^>]*\brequired\b/s;
    const withMarks = files.filter(({ f, text }) => !f.startsWith('components') && marks.test(text));
    expect(withMarks.length).toBeGreaterThan(10);
    expect(withMarks.filter(({ text }) => !text.includes('<RequiredLegend')).map((x) => x.f)).toEqual([]);
  });
});

describe('one file picker', () => {
  it('refuses another kind of file before upload, in Spanish', () => {
    expect(fileProblem(file('informe.pdf', 'application/pdf'), 'image', 25 * MB)).toBe(FILE_KINDS.image.wrongType);
    expect(FILE_KINDS.image.wrongType).toBe(
      'El archivo elegido no es una imagen. Elija un archivo JPG, PNG, WebP, GIF o AVIF.',
    );
    expect(fileProblem(file('foto.jpg', 'image/jpeg'), 'pdf', 25 * MB)).toBe(
      'El archivo elegido no es un PDF. Elija un archivo PDF.',
    );
    expect(fileProblem(file('personas.xlsx', 'application/vnd.ms-excel'), 'csv', 25 * MB)).toMatch(/no es un CSV/);
    // SVG can carry scripts: the server refuses it, so does the picker.
    expect(fileProblem(file('logo.svg', 'image/svg+xml'), 'image', 25 * MB)).toBe(FILE_KINDS.image.wrongType);
  });

  it('takes the right kinds, by type or by extension when the browser gives no type', () => {
    expect(fileProblem(file('foto.PNG', 'image/png'), 'image', 25 * MB)).toBeNull();
    expect(fileProblem(file('foto.webp', ''), 'image', 25 * MB)).toBeNull();
    expect(fileProblem(file('manual.PDF', ''), 'pdf', 25 * MB)).toBeNull();
    expect(fileProblem(file('personas.csv', 'application/vnd.ms-excel'), 'csv', 25 * MB)).toBeNull();
  });

  it('refuses a file over the server limit, saying both sizes, and an empty file', () => {
    expect(fileProblem(file('video.png', 'image/png', 30 * MB), 'image', 25 * MB)).toBe(
      'El archivo pesa 30 MB y el máximo permitido es 25 MB. Elija un archivo más liviano.',
    );
    expect(fileProblem(file('vacio.pdf', 'application/pdf', 0), 'pdf', 25 * MB)).toBe(
      'El archivo elegido está vacío. Elija otro archivo.',
    );
  });

  it('uses the limit the session reported, the server default before it answers', () => {
    expect(maxUploadBytes({ rut: '1-9', maxUploadMb: 2 })).toBe(2 * MB);
    expect(maxUploadBytes(undefined)).toBe(25 * MB);
    expect(maxUploadBytes({ maxUploadMb: 'x' })).toBe(25 * MB);
    expect(fileProblem(file('foto.png', 'image/png', 3 * MB), 'image', 2 * MB)).toMatch(/máximo permitido es 2 MB/);
  });

  it('renders the Spanish button, the formats and the required mark; the current picture in edit mode', () => {
    const html = withQuery(
      <FileField id="f" name="archivo" label="Archivo PDF" kind="pdf" required file={null} onChange={() => {}} />,
    );
    expect(html).toContain('accept="application/pdf,.pdf"');
    expect(html).toContain('Seleccionar PDF');
    expect(html).toContain('Ningún archivo seleccionado');
    expect(html).toContain('required=""');
    expect(html).toContain('required-mark');
    const edit = withQuery(
      <FileField id="i" label="Imagen" file={null} onChange={() => {}} currentUrl="/api/uploads/news/a.webp" />,
    );
    expect(edit).toContain('alt="Imagen actual"');
    expect(edit).toContain('Si no elige otro archivo, se mantiene el actual.');
    expect(edit).not.toContain('required');
  });

  it('shows an error given by the form or the server next to the field', () => {
    const html = withQuery(
      <FileField id="f" label="Imagen" file={null} onChange={() => {}} error="La imagen no es válida." />,
    );
    expect(html).toContain('id="f-error"');
    expect(html).toContain('La imagen no es válida.');
    expect(html).toContain('is-invalid');
  });
});
