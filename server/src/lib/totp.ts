import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords.js';

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

/**
 * Ten one-time recovery codes `xxxx-xxxx-xxxx-xxxx` (80 random bits, RFC 4648 base32 in lower case) and their
 * argon2id hashes (salted, slow); only the hashes are stored. Short codes under a fast hash could be guessed
 * offline from a copy of the database.
 */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: 10 }, () => base32Encode(randomBytes(10)).toLowerCase().match(/.{4}/g)!.join('-'));
  return { codes, hashes: await Promise.all(codes.map((c) => hashPassword(normalizeRecoveryCode(c)!))) };
}

/** Codes from before: `xxxx-xxxx` hex, stored as `legacy:` + argon2id of their old SHA-256 (see migration 17b). */
export const LEGACY_RECOVERY_PREFIX = 'legacy:';
export const legacyRecoveryDigest = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

/** The code as hashed: lower case, no spaces or hyphens; null when it is no recovery code at all. */
export function normalizeRecoveryCode(code: string): string | null {
  const c = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{16}$/.test(c) ? c : null;
}

/** True when `code` is one of `hashes` (new argon2id ones, or legacy ones wrapping the old SHA-256). */
export async function matchRecoveryCode(hashes: string[], code: string): Promise<string | null> {
  const fresh = normalizeRecoveryCode(code);
  const old = /^[0-9a-f]{4}-?[0-9a-f]{4}$/i.test(code.trim()) ? code.trim().replace('-', '') : null;
  if (!fresh && !old) return null;
  for (const h of hashes) {
    if (h.startsWith(LEGACY_RECOVERY_PREFIX)) {
      if (
        old &&
        (await verifyPassword(
          h.slice(LEGACY_RECOVERY_PREFIX.length),
          legacyRecoveryDigest(`${old.slice(0, 4)}-${old.slice(4)}`),
        ))
      )
        return h;
    } else if (fresh && (await verifyPassword(h, fresh))) {
      return h;
    }
  }
  return null;
}
