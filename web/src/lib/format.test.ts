import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, parseDate, truncate } from './format';

describe('truncate', () => {
  it('cuts long texts and adds ...', () => {
    expect(truncate('a'.repeat(40), 30)).toBe(`${'a'.repeat(30)}...`);
  });
  it('keeps short texts and empty values', () => {
    expect(truncate('Hola', 30)).toBe('Hola');
    expect(truncate(null, 30)).toBe('');
  });
});

describe('dates', () => {
  it('reads YYYY-MM-DD as that calendar day', () => {
    expect(formatDate('2025-03-01')).toBe('01-03-2025');
    expect(formatLongDate('2025-03-14')).toBe('14 de marzo de 2025');
  });
  it('returns empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(parseDate('no es fecha')).toBeNull();
  });
});
