import type { UploadedFile } from './form.js';
import { storeImage } from './images.js';
import type { LocalStorage, StoredPath } from './storage.js';

/** Checks one uploaded file and stores it under `folder`, returning its public path. */
export type StoreFile = (storage: LocalStorage, file: UploadedFile, folder: string) => Promise<StoredPath>;

/** What `saveWithUploads` stores, keyed by the row's column that will hold each path. */
export interface UploadPlan<K extends string> {
  folder: string;
  files: Partial<Record<K, UploadedFile | undefined>>;
  /**
   * On update, the row's path columns before the write (only those: `{ imagen: old.imagen }`); each
   * path the saved row no longer holds is removed afterwards.
   */
  before?: Partial<Record<NoInfer<K>, string | null>>;
  /** How each file is checked and stored; the image pipeline unless told otherwise. */
  store?: StoreFile;
}

/**
 * The one upload lifecycle of the server: store each given file, run `write` with the public paths
 * (the row's insert or update), remove every stored file again when a file is refused or `write`
 * throws, and after a successful write remove the files the row pointed to `before` and no longer
 * does (replaced or dropped). A row and its files live and die together.
 *
 * `write` returns the saved row (or at least its path columns), so replaced files are found from
 * what was really written.
 */
export async function saveWithUploads<K extends string, T extends { [P in K]: string | null }>(
  storage: LocalStorage,
  plan: UploadPlan<K>,
  write: (stored: Partial<Record<K, StoredPath>>) => Promise<T>,
): Promise<T> {
  const store = plan.store ?? storeImage;
  const stored: Partial<Record<K, StoredPath>> = {};
  let saved: T;
  try {
    for (const key of Object.keys(plan.files) as K[]) {
      const file = plan.files[key];
      if (file) stored[key] = await store(storage, file, plan.folder);
    }
    saved = await write(stored);
  } catch (err) {
    await storage.removeAll(Object.values(stored));
    throw err;
  }
  if (plan.before) {
    const before = plan.before;
    const keys = Object.keys(before) as K[];
    await storage.removeAll(keys.filter((k) => before[k] && before[k] !== saved[k]).map((k) => before[k]));
  }
  return saved;
}
