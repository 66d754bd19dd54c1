import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest of TOTP seeds: AES-256-GCM with a key from configuration.
 * Stored as `enc1:<key id>:<iv>:<tag>:<ciphertext>` (base64url); the key id (8 hex of the key's SHA-256) says
 * which key sealed a value, so a rotation can read old values with TOTP_KEY_PREVIOUS and reseal them.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain secret; a value without the `enc1:` prefix is a seed stored before encryption (resealed at start). */
  open(stored: string): string;
  /** True when the value is plain or sealed with a previous key. */
  needsReseal(stored: string): boolean;
  /** False when the value was sealed with a key this box does not have. */
  canOpen(stored: string): boolean;
}

const PREFIX = 'enc1:';
const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createSecretBox(current: Buffer, previous: Buffer[] = []): SecretBox {
  const currentId = keyId(current);
  const keys = new Map<string, Buffer>([...previous.map((k) => [keyId(k), k] as const), [currentId, current]]);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${PREFIX}${currentId}:${iv.toString('base64url')}:${tag.toString('base64url')}:${ct.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [id, iv, tag, ct] = stored.slice(PREFIX.length).split(':');
      const key = keys.get(id ?? '');
      if (!key || !iv || !tag || ct === undefined) {
        throw new Error(`Secreto TOTP cifrado con una clave desconocida (${id}): revise TOTP_KEY y TOTP_KEY_PREVIOUS.`);
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
    },
    needsReseal(stored) {
      return !stored.startsWith(`${PREFIX}${currentId}:`);
    },
    canOpen(stored) {
      return !stored.startsWith(PREFIX) || keys.has(stored.slice(PREFIX.length).split(':')[0] ?? '');
    },
  };
}

/** A key written as 64 hex digits or base64/base64url of 32 bytes; null when it is neither. */
export function parseKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-f]{64}$/i.test(t)) return Buffer.from(t, 'hex');
  const b = Buffer.from(t, 'base64url');
  return b.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(t) ? b : null;
}

export const TOTP_KEY_FILE = 'totp.key';

/**
 * The TOTP key: TOTP_KEY when set; otherwise `<DATA_DIR>/totp.key`, generated (mode 0600) on the first start,
 * which is said once in the log. The file must be backed up with the database.
 */
export function loadTotpKey(configured: string | undefined, dataDir: string, log: (message: string) => void): Buffer {
  if (configured) {
    const key = parseKey(configured);
    if (!key) throw new Error('TOTP_KEY debe ser 32 bytes en hexadecimal (64 caracteres) o en base64.');
    return key;
  }
  const file = path.join(dataDir, TOTP_KEY_FILE);
  if (fs.existsSync(file)) {
    const key = parseKey(fs.readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} no contiene una clave válida (64 caracteres hexadecimales).`);
    return key;
  }
  // Written aside and linked into place: two instances starting together on one DATA_DIR end with one key.
  fs.mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  let created = true;
  try {
    fs.linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    created = false;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  const key = parseKey(fs.readFileSync(file, 'utf8'))!;
  if (created) {
    log(
      `Se generó la clave que cifra los secretos de verificación en dos pasos en ${file}. Respáldela junto con la base de datos (o defina TOTP_KEY).`,
    );
  }
  return key;
}
