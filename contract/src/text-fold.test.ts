import { describe, expect, it } from 'vitest';
import { foldText, stripAccents } from './text-fold.js';

describe('text folding', () => {
  it('drops accents and case', () => {
    expect(foldText('Área Producción ÑUÑOA')).toBe('area produccion nunoa');
    expect(foldText('Perú')).toBe(foldText('peru'));
  });
  it('keeps case when only accents are stripped', () => {
    expect(stripAccents('Informe Año Perú.pdf')).toBe('Informe Ano Peru.pdf');
  });
  it('keeps one character per character for precomposed Latin letters (search highlights rely on it)', () => {
    for (const ch of 'áéíóúüñÁÉÍÓÚÜÑ') expect(foldText(ch)).toHaveLength(1);
  });
});
