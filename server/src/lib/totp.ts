import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** TOTP (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits), as authenticator apps expect. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

export function base32Encode(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) throw new Error('invalid base32');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random 160-bit secret, base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The code for a secret at a time step. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(n).padStart(DIGITS, '0');
}

/** The time step of `now` (ms since the epoch). */
export const totpStep = (now: number): number => Math.floor(now / 1000 / STEP_SECONDS);

/**
 * The step whose code this is: the current step or one either side (clock drift), the latest if several
 * match; null when none does. Callers refuse a step not later than the last one accepted (no replay).
 */
export function matchTotpStep(secret: string, code: string, now: number): number | null {
  const clean = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(clean)) return null;
  const step = totpStep(now);
  let found: number | null = null;
  for (const d of [-1, 0, 1]) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step + d)), Buffer.from(clean))) found = step + d;
  }
  return found;
}

/** True when the code matches the current step or one step either side (clock drift). */
export function verifyTotp(secret: string, code: string, now: number): boolean {
  return matchTotpStep(secret, code, now) !== null;
}

/** otpauth:// URI for the authenticator app's QR code. */
export function otpauthUrl(secret: string, account: string, issuer = 'Intranet'): string {
  return `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}

/** Ten one-time recovery codes (`xxxx-xxxx`) and their SHA-256 hashes (only the hashes are stored). */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: 10 }, () => {
    const hex = randomBytes(4).toString('hex');
    return `${hex.slice(0, 4)}-${hex.slice(4)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
