import { deflateSync } from 'node:zlib';

/**
 * Hand-built PDFs for the text extraction tests: several pages of text, a scan (an image and no text),
 * a password-protected file and a broken one. Objects are numbered from 1 in the order given.
 */
function assemble(objects: (string | Buffer)[], trailerExtra = ''): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(size);
    const body = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof obj === 'string' ? Buffer.from(obj, 'latin1') : obj,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(body);
    size += body.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) tail += `${String(off).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${size}\n%%EOF\n`;
  chunks.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(chunks);
}

const stream = (content: string | Buffer, dict = '') => {
  const data = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  return Buffer.concat([
    Buffer.from(`<< /Length ${data.length} ${dict}>>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

const textOps = (lines: string[]) =>
  `BT /F1 12 Tf 16 TL 50 700 Td ${lines.map((l) => `(${l.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj T*`).join(' ')} ET`;

/**
 * One page per entry, each with its lines of text (ASCII). Object layout: 1 catalog, 2 pages, 3 font,
 * then a page and its content per entry.
 */
export function pdfWithPages(pages: string[][], trailerExtra = '', contentDict = ''): Buffer {
  const kids = pages.map((_, i) => `${4 + 2 * i} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`,
    );
    objects.push(stream(textOps(lines), contentDict));
  });
  return assemble(objects, trailerExtra);
}

/** A "scanned" page: one grey image drawn over the page, no text at all. */
export function scannedPdf(): Buffer {
  const pixels = Buffer.alloc(16 * 16, 0x80);
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    stream('q 612 0 0 792 0 0 cm /Im1 Do Q'),
    stream(pixels, '/Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceGray /BitsPerComponent 8 '),
  ]);
}

/**
 * A file that asks for a password: a standard security handler (RC4 40-bit) whose check values match no
 * password, so a reader without the password cannot open it.
 */
export function encryptedPdf(): Buffer {
  const hex = (n: number, b: number) => Buffer.alloc(n, b).toString('hex');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    stream(textOps(['Texto secreto que no debe leerse'])),
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32, 0x11)}> /U <${hex(32, 0x22)}> /P -4 >>`,
  ];
  return assemble(objects, `/Encrypt 6 0 R /ID [<${hex(16, 0x33)}> <${hex(16, 0x33)}>] `);
}

/** Starts like a PDF, is not one. */
export function brokenPdf(): Buffer {
  return Buffer.from('%PDF-1.7\nthis is not a PDF at all\n', 'latin1');
}

/** A page whose compressed content expands to `mb` megabytes of text operators (a decompression bomb). */
export function bombPdf(mb: number): Buffer {
  const op = '(bomba) Tj ';
  const raw = Buffer.from(`BT /F1 12 Tf 50 700 Td ${op.repeat(Math.ceil((mb * 1024 * 1024) / op.length))} ET`);
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    stream(deflateSync(raw), '/Filter /FlateDecode '),
  ]);
}
