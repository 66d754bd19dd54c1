import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { normalizeRut, PASSWORD_MIN_LENGTH } from '@intranet/contract';
import { parseKey } from './lib/secret-box.js';
import { ADMIN_SESSION_DEFAULT_HOURS } from './plugins/auth/sessions.js';
import { DEFAULT_USER_LIMITS, type UserLimitKind } from './plugins/user-limits.js';

/** Thrown when an environment variable has a bad value; its message is one line for the operator. */
export class ConfigError extends Error {}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => {
      if (!v) return true;
      try {
        const u = new URL(v);
        return (u.protocol === 'postgres:' || u.protocol === 'postgresql:') && u.hostname !== '';
      } catch {
        return false;
      }
    }, 'debe ser una URL postgres://usuario@host:puerto/base'),
  ADMIN_RUT: z
    .string()
    .optional()
    .refine((v) => !v || normalizeRut(v) !== null, 'no es un RUT válido'),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= PASSWORD_MIN_LENGTH, `debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  INDICADORES_URL: z
    .string()
    .default('https://mindicador.cl/api')
    .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), 'debe ser una URL http(s)'),
  TILE_URL: z
    .string()
    .default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((v) => tileImgSource(v) !== null, 'debe ser una plantilla http(s) con {z}, {x} e {y}'),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2048).default(25),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) => parseTrustProxy(v) !== null,
      'debe ser false, true (un proxy), un número de proxies (1 a 10) o una lista de direcciones IP o redes CIDR separadas por comas',
    ),
  REQUIRE_ADMIN_2FA: z.enum(['true', 'false']).default('false'),
  PG_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  TEMP_PASSWORD_HOURS: z.coerce.number().int().min(1).max(8760).default(72),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(120_000),
  PDF_TEXT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(15_000),
  PDF_TEXT_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(300),
  PDF_TEXT_MAX_CHARS: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z
    .string()
    .default('mailto:intranet@empresa.cl')
    .refine((v) => /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v), 'debe ser mailto:correo o una URL https://'),
  TOTP_KEY: z
    .string()
    .optional()
    .refine((v) => !v || parseKey(v) !== null, 'debe ser 32 bytes en hexadecimal (64 caracteres) o en base64'),
  TOTP_KEY_PREVIOUS: z
    .string()
    .optional()
    .refine(
      (v) => !v || v.split(',').every((k) => parseKey(k) !== null),
      'debe ser una lista de claves (hexadecimal de 64 caracteres o base64) separadas por comas',
    ),
  ADMIN_SESSION_HOURS: z.coerce.number().int().min(1).max(168).default(ADMIN_SESSION_DEFAULT_HOURS),
  COMMENTS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_USER_LIMITS.comentarios),
  REACTIONS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_USER_LIMITS.reacciones),
  GREETINGS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_USER_LIMITS.saludos),
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_USER_LIMITS.archivos),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminRut: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  indicadoresUrl: string;
  /** Map tile URL template (Leaflet syntax); its host is allowed in the CSP img-src. */
  tileUrl: string;
  maxUploadBytes: number;
  maxUploadMb: number;
  /**
   * Which proxies may set X-Forwarded-For/-Proto: false (none), a hop count (trust that many proxies in front of
   * the server, counted from the socket) or the proxies' addresses/CIDRs. Never "every hop": a client could then
   * pick its own address by sending X-Forwarded-For itself.
   */
  trustProxy: TrustProxy;
  requireAdmin2fa: boolean;
  /** PostgreSQL: repeated statements go as named (prepared) statements (db/pg-prepared.ts); off behind a pooler in transaction mode. */
  pgPreparedStatements: boolean;
  /** How long a temporary password works (admin reset, user created with "must change", CSV import). */
  temporaryPasswordMs: number;
  shutdownDrainMs: number;
  /** Longest a client may take to send a whole request (headers and body); then 408 and the socket closes. */
  requestTimeoutMs: number;
  /** Bounds of the PDF text extraction for search (time per file, pages read, characters kept). */
  pdfText: { timeoutMs: number; maxPages: number; maxChars: number };
  /** Web Push keys; null disables push (the bell works the same). */
  push: { publicKey: string; privateKey: string; subject: string } | null;
  /** Key that encrypts TOTP seeds at rest; when unset, `<DATA_DIR>/totp.key` (generated on first start). */
  totpKey: string | undefined;
  /** Keys of before a rotation: seeds sealed with them are read and resealed with `totpKey` at start. */
  totpKeyPrevious: string[];
  /** Longest life of an administrator's session from its login, whatever the activity (workers: 7 days). */
  adminSessionMs: number;
  /** Per-user writes per minute (0 = no limit): comments, reactions, greetings, forms with files. */
  userLimits: Record<UserLimitKind, number>;
  logLevel: string;
}

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: `false`; `true` = one hop (the README's single reverse proxy); `1`..`10` = that many hops;
 * otherwise a comma-separated list of IP addresses or CIDR ranges of the proxies. Null when invalid.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = v.split(',').map((s) => s.trim());
  const valid = entries.every((entry) => {
    const [addr, bits, ...rest] = entry.split('/');
    const family = isIP(addr ?? '');
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    if (!/^\d+$/.test(bits)) return false;
    return Number(bits) <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}

/** Reads and validates the environment once at start. Throws ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Variable de entorno ${name} inválida (${JSON.stringify(raw[name])}): ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY deben definirse juntas.');
  }
  if (Boolean(e.ADMIN_RUT) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_RUT y ADMIN_PASSWORD deben definirse juntas.');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminRut: e.ADMIN_RUT ? normalizeRut(e.ADMIN_RUT)! : undefined,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === 'auto' ? !e.DATABASE_URL : e.SEED_DEMO === 'true',
    indicadoresUrl: e.INDICADORES_URL,
    tileUrl: e.TILE_URL,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    maxUploadMb: e.MAX_UPLOAD_MB,
    trustProxy: parseTrustProxy(e.TRUST_PROXY)!,
    requireAdmin2fa: e.REQUIRE_ADMIN_2FA === 'true',
    pgPreparedStatements: e.PG_PREPARED_STATEMENTS === 'true',
    temporaryPasswordMs: e.TEMP_PASSWORD_HOURS * 60 * 60 * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    pdfText: { timeoutMs: e.PDF_TEXT_TIMEOUT_MS, maxPages: e.PDF_TEXT_MAX_PAGES, maxChars: e.PDF_TEXT_MAX_CHARS },
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : null,
    totpKey: e.TOTP_KEY,
    totpKeyPrevious: e.TOTP_KEY_PREVIOUS ? e.TOTP_KEY_PREVIOUS.split(',').map((k) => k.trim()) : [],
    adminSessionMs: e.ADMIN_SESSION_HOURS * 60 * 60 * 1000,
    userLimits: {
      comentarios: e.COMMENTS_PER_MINUTE,
      reacciones: e.REACTIONS_PER_MINUTE,
      saludos: e.GREETINGS_PER_MINUTE,
      archivos: e.UPLOADS_PER_MINUTE,
    },
    logLevel: e.LOG_LEVEL,
  };
}

/**
 * The CSP source that admits a tile URL template: `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`
 * → `https://*.tile.openstreetmap.org`. Null when the template is not an http(s) URL with {z}, {x}, {y}
 * or a placeholder sits anywhere in the host but its first label (CSP wildcards only go there).
 */
export function tileImgSource(template: string): string | null {
  const m = /^(https?):\/\/([^/?#@]+)\/.*$/.exec(template);
  if (!m || !['{z}', '{x}', '{y}'].every((p) => template.includes(p))) return null;
  const [, scheme, host] = m as unknown as [string, string, string];
  const labels = host.split('.');
  if (labels[0]?.includes('{')) labels[0] = '*';
  const source = `${scheme}://${labels.join('.')}`;
  if (/[{}\s'";,]/.test(source) || !URL.canParse(source.replace('*', 'x'))) return null;
  return source;
}
