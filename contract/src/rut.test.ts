import { describe, expect, it } from 'vitest';
import { formatRut, normalizeRut, rutCheckDigit } from './rut.js';

describe('RUT', () => {
  it('computes modulo-11 check digits, including 0 and K', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('15000005')).toBe('K');
    expect(rutCheckDigit('15000013')).toBe('0');
  });

  it.each(['12.345.678-5', '12345678-5', '123456785', ' 12.345.678-5 '])('normalizes %s', (input) => {
    expect(normalizeRut(input)).toBe('12345678-5');
  });

  it('accepts k and K as check digit', () => {
    expect(normalizeRut('15.000.005-k')).toBe('15000005-K');
    expect(normalizeRut('15000005K')).toBe('15000005-K');
  });

  it.each(['12.345.678-4', 'abc', '', '1-9', '12345678-', 'admin'])('rejects %s', (input) => {
    expect(normalizeRut(input)).toBeNull();
  });

  it.each(['0018.972.631-7', '00018972631-7', '018.972.631-7', '0000000189726317', '18972631-7'])(
    'strips any number of leading zeros: %s',
    (input) => {
      expect(normalizeRut(input)).toBe('18972631-7');
    },
  );

  it.each(['0000000', '00-0', '0012345-0'])('a body of zeros or too short stays invalid: %s', (input) => {
    expect(normalizeRut(input)).toBeNull();
  });

  it('formats with dots', () => {
    expect(formatRut('12345678-5')).toBe('12.345.678-5');
    expect(formatRut('9876543-3')).toBe('9.876.543-3');
  });
});
