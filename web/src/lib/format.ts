/** es-CL display helpers. Calendar dates are those of America/Santiago, as the API's. */

const LOCALE = 'es-CL';
const TIME_ZONE = 'America/Santiago';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A formatter built on its first use, not when this module loads: building an `Intl.DateTimeFormat` loads its
 * locale data (≈ 5 ms each on a slow phone), and this module is part of every page's first JavaScript.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions, locale = LOCALE): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar formats (in the browser's own day, as `Intl` would give for es-CL) written out: the first
 * `Intl.DateTimeFormat` a page builds loads the locale's data (≈ 13 ms on a slow phone, measured in a CPU profile of
 * /procedures), and the lists a phone opens first only show calendar dates. Same text as es-CL's `Intl`
 * (format.test.ts compares them).
 */
const shortDate = (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
const longDate = (d: Date) => `${d.getDate()} de ${MONTHS[d.getMonth()]} de ${d.getFullYear()}`;
const dayMonth = (d: Date) => `${d.getDate()} de ${MONTHS[d.getMonth()]}`;
const dateTime = lazyFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/**
 * Parses `YYYY-MM-DD` as that calendar day (not as UTC midnight, which would show the day before
 * in Chile) and anything else as an instant. Returns null for empty or invalid input.
 */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = DATE_ONLY.exec(value.slice(0, 10));
  const date =
    day && value.length === 10 ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(format: (date: Date) => string, value: string | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? format(date) : '';
}

/** `14-03-2025` */
export const formatDate = (value: string | Date | null | undefined) => formatWith(shortDate, value);
/** `14 de marzo de 2025` */
export const formatLongDate = (value: string | Date | null | undefined) => formatWith(longDate, value);
/** `14 de marzo` (birthdays) */
export const formatDayMonth = (value: string | Date | null | undefined) => formatWith(dayMonth, value);
/** `14-03-2025, 10:30` in Santiago time */
export const formatDateTime = (value: string | Date | null | undefined) =>
  formatWith((date) => dateTime().format(date), value);

/** es-CL number: `38.512,47`; `minimumFractionDigits` pads (`1.021,50`). */
export function formatNumber(value: number, maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits, minimumFractionDigits }).format(value);
}

/** Cuts a text to `n` characters and adds '...' when it was longer (the excerpts of lists and cards). */
export function truncate(text: string | null | undefined, n: number): string {
  if (!text) return '';
  return text.length > n ? `${text.slice(0, n).trimEnd()}...` : text;
}

const isoDay = lazyFormat({ year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }, 'en-CA');

/** Today's date in Santiago as `YYYY-MM-DD` (the server's calendar, whatever the browser's time zone). */
export const todayInSantiago = (now: Date = new Date()): string => isoDay().format(now);
