/**
 * Procedure PDFs kept for offline reading ('Guardar sin conexión'). The file goes into Cache Storage
 * (PDF_CACHE) under its own address, so the service worker answers it when the network fails; the list (name,
 * size, when) lives in the user's offline store. Both belong to the logged-in user and are wiped with the rest
 * of their offline data (logout, 401, another user's session).
 */
import { useSyncExternalStore } from 'react';
import { get, set } from 'idb-keyval';
import { documentFileUrl } from '@intranet/contract';
import { offlineStore, WIPED_EVENT } from './data';
import { PDF_CACHE } from './shared';

const LIST_KEY = 'pdf-guardados';

export interface SavedPdf {
  id: number;
  nombre: string;
  archivo: string;
  /** Bytes actually stored. */
  tamano: number;
  guardado: string;
}

let saved: SavedPdf[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(next: SavedPdf[]): void {
  saved = next;
  for (const listener of listeners) listener();
}

function load(): Promise<void> {
  loaded ??= (async () => {
    const idb = offlineStore();
    if (!idb) return;
    try {
      emit((await get<SavedPdf[]>(LIST_KEY, idb)) ?? []);
    } catch {
      emit([]);
    }
  })();
  return loaded;
}

window.addEventListener(WIPED_EVENT, () => {
  loaded = null;
  emit([]);
});

async function persist(): Promise<void> {
  const idb = offlineStore();
  if (idb) await set(LIST_KEY, saved, idb);
}

const QUOTA_MESSAGE =
  'No hay espacio suficiente en este dispositivo para guardar el documento. Quite otros documentos guardados e intente nuevamente.';

/** The address the file is kept under (the download address without its query). */
export const savedPdfUrl = (archivo: string) => documentFileUrl(archivo);

/** Downloads the PDF and keeps it; throws an Error with a Spanish message when it cannot. */
export async function savePdf(doc: { id: number; nombre: string; archivo: string }): Promise<void> {
  await load();
  if (typeof caches === 'undefined') throw new Error('Este navegador no permite guardar documentos sin conexión.');
  const url = savedPdfUrl(doc.archivo);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw new Error('No se pudo descargar el documento. Revise su conexión e intente nuevamente.');
  }
  if (!response.ok) throw new Error('No se pudo descargar el documento. Intente nuevamente.');
  const blob = await response.blob();
  try {
    const cache = await caches.open(PDF_CACHE);
    await cache.put(url, new Response(blob, { headers: { 'Content-Type': 'application/pdf' } }));
    const entry: SavedPdf = {
      id: doc.id,
      nombre: doc.nombre,
      archivo: doc.archivo,
      tamano: blob.size,
      guardado: new Date().toISOString(),
    };
    emit([entry, ...saved.filter((s) => s.archivo !== doc.archivo)]);
    await persist();
  } catch (e) {
    if (e instanceof DOMException && e.name === 'QuotaExceededError') throw new Error(QUOTA_MESSAGE);
    throw new Error('No se pudo guardar el documento en este dispositivo.');
  }
}

/** Removes a kept PDF and its entry. */
export async function removePdf(archivo: string): Promise<void> {
  await load();
  emit(saved.filter((s) => s.archivo !== archivo));
  await persist().catch(() => undefined);
  if (typeof caches !== 'undefined') {
    await caches
      .open(PDF_CACHE)
      .then((cache) => cache.delete(savedPdfUrl(archivo)))
      .catch(() => undefined);
  }
}

/** The PDFs kept on this device, newest first. */
export function useSavedPdfs(): SavedPdf[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      void load();
      return () => listeners.delete(listener);
    },
    () => saved,
  );
}
