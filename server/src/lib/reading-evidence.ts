import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { LecturaTipo } from '@intranet/contract';
import type { Db } from '../db/database.js';
import type { LocalStorage } from '../plugins/uploads/storage.js';

/**
 * The few pieces of mandatory reading that other features use: documents and news record
 * when a person opens an item, documents and readings share the SHA-256 of a version's PDF.
 */

/** Hex SHA-256 of a file, streamed. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * The SHA-256 of a document version's PDF. Versions stored before hashes were kept have none: it is computed
 * from the file the first time it is needed and stored.
 */
export async function versionHash(
  deps: { db: Db; storage: LocalStorage },
  v: { id: number; ruta: string; sha256: string | null },
): Promise<string> {
  if (v.sha256) return v.sha256;
  const sha256 = await sha256File(deps.storage.absolute(v.ruta));
  await deps.db.updateTable('document_versions').set({ sha256 }).where('id', '=', v.id).execute();
  return sha256;
}

/**
 * Records that a person opened (fetched) an item's version: the PDF, or the news article. The first open
 * counts; repeated fetches change nothing. Confirming a mandatory reading requires it.
 */
export async function recordOpening(
  db: Db,
  userId: number,
  tipo: LecturaTipo,
  itemId: number,
  version: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('lectura_aperturas')
    .values({ user_id: userId, tipo, item_id: itemId, version, abierto_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'tipo', 'item_id', 'version']).doNothing())
    .execute();
}
