/**
 * A tiny, valid one-page PDF written by hand (demo content and tests): a title and some lines of text
 * in Helvetica with WinAnsi encoding, so Spanish accents print. Nothing downloaded, no dependency.
 */
// The WinAnsi code points above latin1 that Spanish text uses.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

export function buildSimplePdf(title: string, lines: readonly string[] = []): Buffer {
  // PDF string literal in WinAnsi (latin1 covers the Spanish letters); escape \ ( ).
  const str = (s: string) =>
    `(${Array.from(s)
      .map((ch) => {
        const extra = WIN_ANSI_EXTRA[ch];
        if (extra !== undefined) return String.fromCharCode(extra);
        return ch.charCodeAt(0) > 255 ? '?' : ch;
      })
      .join('')
      .replace(/[\\()]/g, (c) => `\\${c}`)})`;

  const ops: string[] = [
    '0.78 0.44 0.16 rg 0 792 612 -60 re f',
    'BT /F2 18 Tf 1 1 1 rg 50 752 Td',
    `${str('Intranet Corporativa')} Tj ET`,
    'BT /F2 20 Tf 0.1 0.1 0.1 rg 50 690 Td',
    `${str(title)} Tj ET`,
    'BT /F1 12 Tf 0.2 0.2 0.2 rg 16 TL 50 655 Td',
  ];
  for (const line of lines) ops.push(`${str(line)} Tj T*`);
  ops.push('ET');
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${str(title)} /Producer (Intranet) >>`,
  ];

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
