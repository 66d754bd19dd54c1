/** Small, dependency-free CSV reading for imports (RFC 4180 quoting, comma or semicolon). */

/**
 * Decodes an uploaded text file: UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise
 * Latin-1 (decoded as windows-1252, a superset, which is what spreadsheet exports use). Returns null
 * for binary content (NUL bytes), e.g. an .xlsx renamed to .csv.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'latin1' } | null {
  if (bytes.includes(0)) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('latin1').decode(bytes), encoding: 'latin1' };
  }
}

/** Chooses `;` or `,` by counting them outside quotes in the first line. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Parses CSV text into records of strings. Handles quoted fields with delimiters, doubled quotes and
 * line breaks inside, and CRLF, LF or CR line ends. Lines that are completely empty are skipped; each
 * record keeps its starting line number (1-based) so errors can name it.
 */
export function parseCsv(text: string, delimiter: ',' | ';'): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let touched = false; // the current record has content (or at least one delimiter)

  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.some((c) => c !== '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    touched = false;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      touched = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || cells.length || touched) endRecord();
  return records;
}
