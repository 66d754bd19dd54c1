import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { documentsRepository } from './documents.repository.js';
import type { PdfTextExtractor, PdfTextResult } from './pdf-text.js';

export interface PdfTextJobDeps {
  db: Db;
  storage: LocalStorage;
  pdfText: Pick<PdfTextExtractor, 'extract' | 'isClosed'>;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface PdfTextJobSummary {
  /** Documents whose text this run stored. */
  guardados: number;
  /** Of those, how many had no text to find (scan, password, broken, too slow). */
  sinTexto: number;
  /** Documents another instance or an upload finished first (nothing written). */
  omitidos: number;
}

const BATCH = 50;

/**
 * Reads the PDF text of every document that has none yet (`texto` null: uploaded before text extraction
 * existed, or saved without an extractor), one file at a time. Each document is committed on its own, so
 * a restart resumes with the documents still null; a file that yields nothing stores '' and is not read
 * again. Safe with two instances: each skips a document the other already finished, and the write is
 * conditional (`texto is null` and the same file), so a stale read never overwrites newer text. At worst
 * both read the same file at the same moment and one write is a no-op.
 */
export async function fillMissingPdfText(
  { db, storage, pdfText, log }: PdfTextJobDeps,
  signal?: AbortSignal,
): Promise<PdfTextJobSummary> {
  const summary: PdfTextJobSummary = { guardados: 0, sinTexto: 0, omitidos: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await documentsRepository.withoutText(db, afterId, BATCH);
    if (batch.length === 0) break;
    for (const doc of batch) {
      if (signal?.aborted || pdfText.isClosed) return summary;
      afterId = doc.id;
      if (!(await documentsRepository.stillWithoutText(db, doc.id, doc.ruta))) {
        summary.omitidos++;
        continue;
      }
      let result: PdfTextResult;
      try {
        result = await pdfText.extract(storage.absolute(doc.ruta));
      } catch {
        result = { estado: 'ilegible', texto: '' };
      }
      // Shutting down: the read was cut short, leave the document for the next start.
      if (signal?.aborted || pdfText.isClosed) return summary;
      if (await documentsRepository.setText(db, doc.id, doc.ruta, result.texto)) {
        summary.guardados++;
        if (result.estado !== 'ok') {
          summary.sinTexto++;
          log?.warn({ documento: doc.id, estado: result.estado }, 'PDF sin texto para la búsqueda');
        }
      } else {
        summary.omitidos++;
      }
    }
  }
  if (summary.guardados > 0 || summary.omitidos > 0) log?.info(summary, 'texto de los PDF leído para la búsqueda');
  return summary;
}
