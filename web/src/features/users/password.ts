const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random 12-character password without look-alike characters, made in the browser. */
export function generatePassword(length = 12): string {
  const out: string[] = [];
  const bytes = new Uint8Array(64);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      // Rejection sampling keeps every character equally likely.
      if (b < 256 - (256 % ALPHABET.length) && out.length < length) out.push(ALPHABET[b % ALPHABET.length]!);
    }
  }
  return out.join('');
}
