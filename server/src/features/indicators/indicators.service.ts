import { z } from 'zod';
import {
  INDICATOR_KEYS,
  INDICATORS_ERROR_MESSAGE,
  INDICATORS_REFRESH_MS,
  type IndicatorKey,
  type IndicatorsResponse,
  type IndicatorValue,
} from '@intranet/contract';
import { HttpError } from '../../plugins/errors.js';

/** Longest wait on the upstream: the page never waits more than 3 s for it. */
export const UPSTREAM_TIMEOUT_MS = 3000;
/** After a failure, the upstream is not asked again for this long; callers get the stale values at once. */
export const FAILURE_BACKOFF_MS = 60_000;
/** Larger answers are garbage for our purpose (mindicador.cl's is ~3 KB). */
const MAX_BODY_BYTES = 256 * 1024;

const indicatorSchema = z.object({
  valor: z.number().finite(),
  fecha: z
    .string()
    .min(1)
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v))),
});
const upstreamSchema = z.object(
  Object.fromEntries(INDICATOR_KEYS.map((k) => [k, indicatorSchema])) as Record<IndicatorKey, typeof indicatorSchema>,
);

type Values = Record<IndicatorKey, IndicatorValue>;

interface Snapshot {
  values: Values;
  obtainedAt: number;
}

export interface IndicatorsOptions {
  url: string;
  ttlMs?: number;
  timeoutMs?: number;
  backoffMs?: number;
  now?: () => number;
  /**
   * The signal that gives up on the upstream after `ms`: `AbortSignal.timeout` unless a test aborts it itself
   * (so no test waits the real 3 s).
   */
  abortAfter?: (ms: number) => AbortSignal;
  onUpstreamError?: (err: unknown) => void;
}

/**
 * The economic indicators, read from the one configured upstream (mindicador.cl's JSON shape) and cached.
 * Fresh values are served for `ttlMs`; when the upstream fails or answers garbage the last good values
 * are served marked `stale`, and with none a 503. Concurrent callers share one upstream request.
 */
export class IndicatorsService {
  private last: Snapshot | null = null;
  private failedAt: number | null = null;
  private inflight: Promise<Snapshot | null> | null = null;
  private readonly ttlMs: number;
  private readonly timeoutMs: number;
  private readonly backoffMs: number;
  private readonly now: () => number;
  private readonly abortAfter: (ms: number) => AbortSignal;

  constructor(private readonly opts: IndicatorsOptions) {
    this.ttlMs = opts.ttlMs ?? INDICATORS_REFRESH_MS;
    this.timeoutMs = opts.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
    this.backoffMs = opts.backoffMs ?? FAILURE_BACKOFF_MS;
    this.now = opts.now ?? Date.now;
    this.abortAfter = opts.abortAfter ?? ((ms) => AbortSignal.timeout(ms));
  }

  async get(): Promise<IndicatorsResponse> {
    const now = this.now();
    const fresh = this.last && now - this.last.obtainedAt < this.ttlMs;
    const backingOff = this.failedAt !== null && now - this.failedAt < this.backoffMs;
    let snapshot: Snapshot | null = this.last;
    let stale = !fresh;
    if (!fresh && !backingOff) {
      const got = await this.refresh();
      if (got) {
        snapshot = got;
        stale = false;
      }
    }
    if (!snapshot) throw new HttpError(503, INDICATORS_ERROR_MESSAGE);
    return { ...snapshot.values, obtenido: new Date(snapshot.obtainedAt).toISOString(), stale };
  }

  private refresh(): Promise<Snapshot | null> {
    this.inflight ??= this.fetchUpstream()
      .then((values) => {
        this.last = { values, obtainedAt: this.now() };
        this.failedAt = null;
        return this.last;
      })
      .catch((err: unknown) => {
        this.failedAt = this.now();
        this.opts.onUpstreamError?.(err);
        return null;
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  /** One GET to the configured URL: no redirects, bounded time and size, validated shape. */
  private async fetchUpstream(): Promise<Values> {
    const signal = this.abortAfter(this.timeoutMs);
    const res = await fetch(this.opts.url, {
      redirect: 'error',
      signal,
      headers: { accept: 'application/json' },
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new Error(`upstream answered ${res.status}`);
    }
    const text = await readLimited(res, MAX_BODY_BYTES);
    const parsed = upstreamSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error('upstream answered an unexpected shape');
    return Object.fromEntries(
      INDICATOR_KEYS.map((k) => [k, { valor: parsed.data[k].valor, fecha: parsed.data[k].fecha }]),
    ) as Values;
  }
}

/** Reads a response body as text, refusing more than `max` bytes (the time limit still applies). */
async function readLimited(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new Error('upstream answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
