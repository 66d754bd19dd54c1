import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth, formatLongDate, parseDate, truncate } from './format';

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
  it("writes the calendar formats exactly as es-CL's Intl does, every day of a leap year", () => {
    const short = new Intl.DateTimeFormat('es-CL', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const long = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'long', year: 'numeric' });
    const dayMonth = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'long' });
    for (
      let day = new Date(2024, 0, 1);
      day.getFullYear() === 2024;
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
    ) {
      expect(formatDate(day)).toBe(short.format(day));
      expect(formatLongDate(day)).toBe(long.format(day));
      expect(formatDayMonth(day)).toBe(dayMonth.format(day));
    }
  });
  it('returns empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(parseDate('no es fecha')).toBeNull();
  });
});
