import { describe, expect, it } from 'vitest';
import { decodeText, detectDelimiter, parseCsv } from './csv.js';

describe('decodeText', () => {
  it('keeps UTF-8 and drops the BOM', () => {
    expect(decodeText(Buffer.from('\uFEFFaño,ñandú', 'utf8'))).toEqual({ text: 'año,ñandú', encoding: 'utf-8' });
  });
  it('falls back to Latin-1 when the bytes are not UTF-8', () => {
    expect(decodeText(Buffer.from('Peñalolén', 'latin1'))).toEqual({ text: 'Peñalolén', encoding: 'latin1' });
  });
  it('refuses binary content', () => {
    expect(decodeText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBeNull();
  });
});

describe('detectDelimiter', () => {
  it('picks the separator of the first line, ignoring quoted ones', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('a;b;"c,d,e"\n')).toBe(';');
  });
});

describe('parseCsv', () => {
  it('handles quotes, doubled quotes, separators and line breaks inside quotes, CRLF, LF and CR', () => {
    const text = 'a,b,c\r\n"x, y","di ""hola""","linea 1\nlinea 2"\n1,2,3\r4,,6\n';
    expect(parseCsv(text, ',')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'di "hola"', 'linea 1\nlinea 2'] },
      { line: 4, cells: ['1', '2', '3'] },
      { line: 5, cells: ['4', '', '6'] },
    ]);
  });
  it('skips empty lines and keeps line numbers', () => {
    expect(parseCsv('a;b\n\n\n1;2', ';')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 4, cells: ['1', '2'] },
    ]);
  });
  it('keeps a last record without a line end and an empty quoted cell', () => {
    expect(parseCsv('a,""', ',')).toEqual([{ line: 1, cells: ['a', ''] }]);
  });
});
