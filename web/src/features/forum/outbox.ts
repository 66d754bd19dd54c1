/**
 * Forum comments waiting to be sent. A comment is written to IndexedDB before its first delivery is
 * tried, so nothing typed is lost when the network drops; it carries a random `clave_envio` and is sent again
 * (same key) until the server answers. The server keeps one comment per user and key, so two deliveries (this
 * tab and another, or an answer lost on the way back) are one comment. A refusal (too long, topic closed) is
 * kept with the server's Spanish message until the user takes the text back into the editor or discards it.
 *
 * The list lives in the offline store of the logged-in user (offline/data.ts): logout, a 401 or another
 * user's session wipes it with the rest of that user's offline data.
 */
import { useSyncExternalStore } from 'react';
import { get, set } from 'idb-keyval';
import type { Comment } from '@intranet/contract';
import { api, ApiError, errorMessage } from '../../lib/api-client';
import { offlineStore, OUTBOX_KEY, WIPED_EVENT } from '../../offline/data';

export interface PendingComment {
  clave_envio: string;
  tema_id: number;
  comentario: string;
  /** The comment this one answers, if it is a reply. */
  respuesta_a?: number | null;
  /** When it was written (ISO 8601). */
  escrito: string;
  /** The server's refusal (Spanish): it is not sent again, the text goes back to the user. */
  rechazo?: string;
}

export type SendResult =
  { kind: 'sent'; comment: Comment } | { kind: 'pending' } | { kind: 'refused'; message: string };

let entries: PendingComment[] = [];
let loaded: Promise<void> | null = null;
const inFlight = new Set<string>();
/**
 * Queued by a form of this page that still handles its first delivery ('Enviar', the text still in the editor):
 * hidden from the lists until the form releases it.
 */
const firstTry = new Set<string>();
const listeners = new Set<() => void>();

function emit(): void {
  entries = [...entries];
  for (const listener of listeners) listener();
}

function load(): Promise<void> {
  loaded ??= (async () => {
    const idb = offlineStore();
    if (!idb) return;
    try {
      const stored = (await get<PendingComment[]>(OUTBOX_KEY, idb)) ?? [];
      // Keep what this page added meanwhile (same key = same comment).
      const known = new Set(entries.map((e) => e.clave_envio));
      entries = [...stored.filter((e) => !known.has(e.clave_envio)), ...entries];
      emit();
    } catch {
      // A broken database: the list lives in this page only.
    }
  })();
  return loaded;
}

/** Writes the list as this page knows it (the page is the only writer while it is open). */
async function persist(): Promise<void> {
  const idb = offlineStore();
  if (!idb) return;
  try {
    await set(OUTBOX_KEY, entries, idb);
  } catch {
    // Quota or a broken database: the list still lives in this page.
  }
}

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Keeps a new comment (IndexedDB first), before any delivery is tried. The calling form owns it until it calls
 * `releaseComment`.
 */
export async function queueComment(
  tema_id: number,
  comentario: string,
  respuesta_a: number | null = null,
): Promise<PendingComment> {
  await load();
  const entry: PendingComment = {
    clave_envio: uuid(),
    tema_id,
    comentario,
    escrito: new Date().toISOString(),
    ...(respuesta_a ? { respuesta_a } : {}),
  };
  firstTry.add(entry.clave_envio);
  entries.push(entry);
  emit();
  await persist();
  return entry;
}

async function remove(clave: string): Promise<void> {
  entries = entries.filter((e) => e.clave_envio !== clave);
  emit();
  await persist();
}

/** A network failure, a server error or a busy server: the comment waits for the next try. */
const isTemporary = (e: unknown) =>
  !(e instanceof ApiError) ||
  e.status === 0 ||
  e.status === 401 ||
  e.status === 408 ||
  e.status === 429 ||
  e.status >= 500;

const sentListeners = new Set<(comment: Comment) => void>();

/** Tells the open forum about each comment the server accepted (it adds it to its lists). */
export function onCommentSent(listener: (comment: Comment) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** One delivery of a kept comment. */
export async function sendPending(entry: PendingComment): Promise<SendResult> {
  if (inFlight.has(entry.clave_envio)) return { kind: 'pending' };
  inFlight.add(entry.clave_envio);
  emit();
  try {
    const comment = await api.post<Comment>('/comentarios', {
      tema_id: entry.tema_id,
      comentario: entry.comentario,
      clave_envio: entry.clave_envio,
      ...(entry.respuesta_a ? { respuesta_a: entry.respuesta_a } : {}),
    });
    await remove(entry.clave_envio);
    for (const listener of sentListeners) listener(comment);
    return { kind: 'sent', comment };
  } catch (e) {
    if (isTemporary(e)) return { kind: 'pending' };
    const message = e instanceof ApiError ? (e.fields.comentario ?? e.message) : errorMessage(e);
    entries = entries.map((x) => (x.clave_envio === entry.clave_envio ? { ...x, rechazo: message } : x));
    emit();
    await persist();
    return { kind: 'refused', message };
  } finally {
    inFlight.delete(entry.clave_envio);
    emit();
  }
}

/** The form that queued this comment is done with it: a kept one now shows as 'Pendiente de envío'. */
export function releaseComment(clave: string): void {
  if (firstTry.delete(clave)) emit();
}

let flushing: Promise<void> | null = null;

/** Sends every kept comment, oldest first; stops at the first one that still cannot get through. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      await load();
      for (const entry of entries.filter((e) => !e.rechazo)) {
        const result = await sendPending(entry);
        if (result.kind === 'pending') break;
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Takes a comment out of the list (the editor gets its text back, or the user discards it). */
export async function takeBack(clave: string): Promise<PendingComment | undefined> {
  const entry = entries.find((e) => e.clave_envio === clave);
  await remove(clave);
  return entry;
}

/** The offline store was wiped (logout, 401, another user): the page's copy goes too, and is not written back. */
window.addEventListener(WIPED_EVENT, () => {
  entries = [];
  loaded = null;
  emit();
});

export interface OutboxView {
  /** Every kept comment, refused ones included, except one whose first delivery is under way. */
  entries: PendingComment[];
  sending: ReadonlySet<string>;
}

let view: OutboxView = { entries, sending: new Set() };
let viewOf: PendingComment[] | null = null;

/** The kept comments (all topics) and which are being sent right now. */
export function useOutbox(): OutboxView {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      void load();
      return () => listeners.delete(listener);
    },
    () => {
      if (viewOf !== entries) {
        viewOf = entries;
        view = { entries: entries.filter((e) => !firstTry.has(e.clave_envio)), sending: new Set(inFlight) };
      }
      return view;
    },
  );
}
