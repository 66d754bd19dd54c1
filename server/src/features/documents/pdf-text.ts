import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfTextReply, PdfTextRequest } from './pdf-text.worker.js';

/** How much of a PDF is read for search (decision 014, "Texto de los PDF"). */
export interface PdfTextLimits {
  /** An extraction that takes longer is abandoned: its worker thread is terminated. */
  timeoutMs: number;
  /** Pages read, from the first. */
  maxPages: number;
  /** Characters kept (after whitespace is collapsed). */
  maxChars: number;
  /** Heap of the worker thread (MB): a PDF that needs more crashes the worker, not the server. */
  maxMemoryMb: number;
}

/** A worker that has not loaded PDF.js after this long is dropped (the file counts as unreadable). */
const WORKER_START_MS = 60_000;

export const DEFAULT_PDF_TEXT_LIMITS: PdfTextLimits = {
  timeoutMs: 15_000,
  maxPages: 300,
  maxChars: 100_000,
  maxMemoryMb: 256,
};

/**
 * What an extraction gave: `ok` (text found), `vacio` (a readable PDF without text, e.g. a scan),
 * `cifrado` (needs a password), `ilegible` (broken, or the worker ran out of memory), `tiempo` (too slow).
 * `texto` is '' unless `ok`.
 */
export interface PdfTextResult {
  estado: 'ok' | 'vacio' | 'cifrado' | 'ilegible' | 'tiempo';
  texto: string;
}

/**
 * The text as stored: NFKC (ligatures such as "ﬁ" become letters), control characters removed (PostgreSQL
 * refuses NUL in text), blanks collapsed, at most `maxChars` characters, never ending in half a surrogate pair.
 */
export function cleanPdfText(raw: string, maxChars: number): string {
  let text = raw
    .normalize('NFKC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
  if (text.length > maxChars) {
    text = text.slice(0, maxChars);
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  }
  return text;
}

/** The worker's file next to this one: `.js` in the build, `.ts` when the tests run the sources. */
function workerFile(): URL {
  const js = new URL('./pdf-text.worker.js', import.meta.url);
  return existsSync(fileURLToPath(js)) ? js : new URL('./pdf-text.worker.ts', import.meta.url);
}

interface Pending {
  req: PdfTextRequest;
  resolve: (r: PdfTextResult) => void;
}

/**
 * Extracts the text of PDFs with unpdf (PDF.js) in one worker thread, one file at a time (uploads are rare;
 * the start-up job goes file by file). Each file has `timeoutMs`: past it the worker is terminated and the
 * next file gets a new one, so a PDF built to loop or to eat memory costs at most that time and that
 * memory, never the server. The worker does not keep the process alive and ends after a minute idle.
 */
export class PdfTextExtractor {
  private worker: Worker | undefined;
  private queue: Pending[] = [];
  private current: (Pending & { timer: NodeJS.Timeout | undefined }) | undefined;
  private ready = false;
  private nextId = 1;
  private idle: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(readonly limits: PdfTextLimits = DEFAULT_PDF_TEXT_LIMITS) {}

  /** True once `close` ran: results after that are not real reads. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** The text of the PDF at `file` (an absolute path). Never rejects. */
  extract(file: string): Promise<PdfTextResult> {
    if (this.closed) return Promise.resolve({ estado: 'ilegible', texto: '' });
    return new Promise((resolve) => {
      this.queue.push({
        req: { id: this.nextId++, file, maxPages: this.limits.maxPages, maxChars: this.limits.maxChars },
        resolve,
      });
      this.pump();
    });
  }

  /** Terminates the worker; pending extractions end as `ilegible`. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.resolve({ estado: 'ilegible', texto: '' });
    this.finish({ estado: 'ilegible', texto: '' });
    await this.stopWorker();
  }

  private pump(): void {
    if (this.current || this.closed) return;
    const next = this.queue.shift();
    if (!next) {
      this.idle ??= setTimeout(() => void this.stopWorker(), 60_000).unref();
      return;
    }
    if (this.idle) clearTimeout(this.idle);
    this.idle = undefined;
    this.current = { ...next, timer: undefined };
    const worker = this.ensureWorker();
    worker.postMessage(next.req);
    if (this.ready) this.startTimer(this.limits.timeoutMs, 'tiempo');
    else this.startTimer(WORKER_START_MS, 'ilegible');
  }

  /**
   * The current file's deadline: `timeoutMs` from when the worker is ready (loading PDF.js in a new thread
   * is not the file's time). Past it the worker is dropped (it may be stuck in a loop) and the next file
   * gets a fresh one.
   */
  private startTimer(ms: number, estado: PdfTextResult['estado']): void {
    const cur = this.current;
    if (!cur) return;
    if (cur.timer) clearTimeout(cur.timer);
    cur.timer = setTimeout(() => {
      void this.stopWorker();
      this.finish({ estado, texto: '' });
    }, ms);
  }

  private finish(result: PdfTextResult): void {
    const cur = this.current;
    if (!cur) return;
    if (cur.timer) clearTimeout(cur.timer);
    this.current = undefined;
    cur.resolve(result);
    queueMicrotask(() => this.pump());
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerFile(), {
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(this.limits.maxMemoryMb / 8))),
        stackSizeMb: 4,
      },
      stdout: true,
      stderr: true,
    });
    worker.unref();
    // PDF.js prints warnings about odd files; they are not the server's log.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.on('message', (reply: PdfTextReply) => {
      if ('ready' in reply) {
        if (this.worker !== worker) return;
        this.ready = true;
        this.startTimer(this.limits.timeoutMs, 'tiempo');
        return;
      }
      if (!this.current || reply.id !== this.current.req.id) return;
      if (!reply.ok) return this.finish({ estado: reply.reason, texto: '' });
      const texto = cleanPdfText(reply.text, this.limits.maxChars);
      this.finish({ estado: texto ? 'ok' : 'vacio', texto });
    });
    const gone = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      // Crashed (e.g. out of memory) while working on a file: that file is unreadable.
      this.finish({ estado: 'ilegible', texto: '' });
    };
    worker.on('error', gone);
    worker.on('exit', gone);
    this.worker = worker;
    this.ready = false;
    return worker;
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    if (this.idle) clearTimeout(this.idle);
    this.idle = undefined;
    if (worker) await worker.terminate().catch(() => undefined);
  }
}
