import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LecturaEstado } from '@intranet/contract';
import { TIME_ZONE } from '../../lib/time.js';
import { lecturaEstado, type LecturasDeps } from './lecturas.service.js';

/**
 * Exports of the compliance dashboard: a CSV for spreadsheets and a PDF report made on the
 * server with pdf-lib. Both show every person of the audience with the current version's state and the
 * older versions they confirmed, and the PDF states the date, the version and the evidence chain's head.
 */

const santiago = new Intl.DateTimeFormat('es-CL', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** `25-11-2026, 09:00` in Chile's time. */
export const inSantiago = (iso: string) => santiago.format(new Date(iso));

const ESTADO = { confirmada: 'Confirmada', pendiente: 'Pendiente', vencida: 'Vencida' } as const;
const TIPO = { documento: 'Documento', noticia: 'Noticia', anuncio: 'Anuncio' } as const;
const dmy = (day: string) => day.split('-').reverse().join('-');

/**
 * A CSV cell: a text a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return that some programs skip before one) gets a leading apostrophe; every cell is quoted.
 */
export function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

const CSV_HEADER = [
  'Lectura',
  'Tipo',
  'Ítem',
  'Versión vigente',
  'Fecha límite',
  'Persona',
  'RUT',
  'Área',
  'Sucursal',
  'Estado',
  'Confirmó la versión vigente (hora de Chile)',
  'Versiones anteriores confirmadas',
];

async function fullState(deps: LecturasDeps, id: number): Promise<LecturaEstado> {
  return lecturaEstado(deps, id, { area: undefined });
}

/** `GET /api/lecturas/{id}/export.csv`: UTF-8 with BOM (Excel), comma-separated, CRLF. */
export async function lecturaCsv(deps: LecturasDeps, id: number): Promise<string> {
  const e = await fullState(deps, id);
  const l = e.lectura;
  const rows = e.personas.map((p) => [
    l.id,
    TIPO[l.tipo],
    l.titulo,
    l.version,
    dmy(l.fecha_limite),
    p.nombre,
    p.rut,
    p.area,
    p.sucursal,
    ESTADO[p.estado],
    p.confirmado_at ? inSantiago(p.confirmado_at) : '',
    p.versiones_anteriores.join(' '),
  ]);
  return `\uFEFF${[CSV_HEADER, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** pdf-lib's standard fonts write WinAnsi only: other characters become '?'. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const winAnsi = (s: string) =>
  [...s]
    .map((ch) => (ch.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.has(ch) ? ch : '?'))
    .join('')
    .replace(/[\r\n\t]/g, ' ');

/** Cuts a text to fit a width, with an ellipsis. */
function fit(font: PDFFont, size: number, text: string, width: number): string {
  let s = winAnsi(text);
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  while (s.length > 1 && font.widthOfTextAtSize(`${s}…`, size) > width) s = s.slice(0, -1);
  return `${s}…`;
}

/** Splits a long text (a hash) into lines that fit a width. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of winAnsi(text)) {
    if (font.widthOfTextAtSize(line + ch, size) > width) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

/**
 * `GET /api/lecturas/{id}/reporte.pdf`: a printable report generated now (`at`), stating the item, its
 * current version and SHA-256-bearing evidence totals, per area and branch, every person, and the
 * chain's head hash, so a printed copy can later be checked with 'Verificar integridad'.
 */
export async function lecturaPdf(deps: LecturasDeps, id: number, at: string): Promise<Uint8Array> {
  const e = await fullState(deps, id);
  const l = e.lectura;
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`Lectura obligatoria: ${l.titulo}`));
  pdf.setCreator('Intranet');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(new Date(at));
  pdf.setModificationDate(new Date(at));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPageIfNeeded = (needed: number) => {
    if (y - needed >= MARGIN + 20) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (s: string, opts: { size?: number; f?: PDFFont; x?: number; w?: number; color?: number } = {}) => {
    const size = opts.size ?? 10;
    const f = opts.f ?? font;
    page.drawText(fit(f, size, s, opts.w ?? width), {
      x: opts.x ?? MARGIN,
      y,
      size,
      font: f,
      color: rgb(opts.color ?? 0, opts.color ?? 0, opts.color ?? 0),
    });
  };
  const line = (s: string, size = 10, f: PDFFont = font) => {
    newPageIfNeeded(size + 6);
    text(s, { size, f });
    y -= size + 6;
  };

  line('Reporte de lectura obligatoria', 16, bold);
  line(l.titulo, 12, bold);
  line(`${TIPO[l.tipo]}${l.tipo === 'documento' ? `, versión vigente ${l.version}` : ''}`);
  line(`Fecha límite: ${dmy(l.fecha_limite)}${l.cerrada ? ' (cerrada)' : ''}`);
  line(`Generado el ${inSantiago(at)} (hora de Chile)`);
  y -= 4;
  line(
    `Confirmado: ${e.porcentaje} % (${e.confirmadas} de ${e.total} personas). Pendientes: ${e.pendientes}. Vencidas: ${e.vencidas}.`,
    11,
    bold,
  );
  y -= 4;
  line('Hash de cabeza de la cadena de evidencia (SHA-256):', 10, bold);
  for (const part of wrap(mono, 9, e.cabeza_cadena, width)) line(part, 9, mono);
  y -= 6;

  const table = (title: string, cols: { h: string; w: number }[], rows: string[][]) => {
    newPageIfNeeded(40);
    line(title, 12, bold);
    const header = () => {
      let x = MARGIN;
      for (const c of cols) {
        text(c.h, { f: bold, size: 9, x, w: c.w - 4 });
        x += c.w;
      }
      y -= 4;
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + width, y },
        thickness: 0.5,
        color: rgb(0.6, 0.6, 0.6),
      });
      y -= 11;
    };
    header();
    for (const r of rows) {
      if (y - 13 < MARGIN + 20) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
        header();
      }
      let x = MARGIN;
      r.forEach((cell, i) => {
        text(cell, { size: 9, x, w: cols[i]!.w - 4 });
        x += cols[i]!.w;
      });
      y -= 13;
    }
    y -= 8;
  };

  const groupCols = [
    { h: 'Nombre', w: 300 },
    { h: 'Confirmadas', w: 120 },
    { h: '%', w: width - 420 },
  ];
  const groupRows = (g: LecturaEstado['por_area']) =>
    g.map((x) => [x.nombre, `${x.confirmadas} de ${x.total}`, `${x.porcentaje} %`]);
  table('Por área', groupCols, groupRows(e.por_area));
  table('Por sucursal', groupCols, groupRows(e.por_sucursal));
  table(
    'Personas',
    [
      { h: 'Persona', w: 130 },
      { h: 'RUT', w: 70 },
      { h: 'Área', w: 85 },
      { h: 'Sucursal', w: 70 },
      { h: 'Estado', w: 60 },
      { h: 'Confirmó (hora de Chile)', w: 80 },
      { h: 'Anteriores', w: width - 495 },
    ],
    e.personas.map((p) => [
      p.nombre,
      p.rut ?? '',
      p.area ?? '',
      p.sucursal ?? '',
      ESTADO[p.estado],
      p.confirmado_at ? inSantiago(p.confirmado_at) : '',
      p.versiones_anteriores.map((v) => `v${v}`).join(' '),
    ]),
  );

  const pages = pdf.getPages();
  pages.forEach((p, i) =>
    p.drawText(winAnsi(`Lectura n.º ${l.id} · página ${i + 1} de ${pages.length}`), {
      x: MARGIN,
      y: MARGIN - 10,
      size: 8,
      font,
      color: rgb(0.4, 0.4, 0.4),
    }),
  );
  return pdf.save();
}
