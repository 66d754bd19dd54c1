/**
 * Chilean RUT helpers. The canonical stored form is digits, a hyphen and the check digit
 * (`12345678-5`, `K` upper-case); any usual input form is accepted.
 */

/** Computes the modulo-11 check digit for the numeric body of a RUT. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/** Returns the canonical `12345678-5` form, or null when the text is not a valid RUT. */
export function normalizeRut(input: string): string | null {
  const cleaned = input.trim().replace(/[.\s]/g, '').replace(/‐|–|—/g, '-').toUpperCase();
  // Any number of leading zeros is accepted (`0018.972.631-7`), as common RUT libraries do.
  const match = /^0*(\d{1,9})-?([\dK])$/.exec(cleaned);
  if (!match) return null;
  const body = match[1]!.replace(/^0+/, '');
  const dv = match[2]!;
  if (body.length < 6) return null;
  return rutCheckDigit(body) === dv ? `${body}-${dv}` : null;
}

/** True when the text looks like an attempt at a RUT (digits with optional dots and check digit). */
export function looksLikeRut(input: string): boolean {
  return /^[\d.\s]+-?[\dkK]$/.test(input.trim());
}

/** Formats a canonical RUT with thousands dots: `12.345.678-5`. */
export function formatRut(rut: string): string {
  const [body, dv] = rut.split('-');
  if (!body || !dv) return rut;
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}
