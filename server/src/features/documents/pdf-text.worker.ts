/**
 * Worker thread of the PDF text extraction (see pdf-text.ts): reads one PDF at a time and answers its text.
 * It runs in its own thread with a memory cap so a hostile PDF can only stall or crash this thread; the main
 * thread terminates it when an answer takes too long.
 *
 * This file imports nothing of the project (only Node and unpdf): under the tests Node loads it as
 * TypeScript with its own type stripping, so it must stay plain erasable TypeScript.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

export interface PdfTextRequest {
  id: number;
  file: string;
  maxPages: number;
  maxChars: number;
}

export type PdfTextReply =
  | { ready: true }
  | { id: number; ok: true; text: string; pages: number }
  | { id: number; ok: false; reason: 'cifrado' | 'ilegible' };

async function extract(req: PdfTextRequest): Promise<PdfTextReply> {
  const data = new Uint8Array(await readFile(req.file));
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    pdf = await getDocumentProxy(data, {
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
    const pages = Math.min(pdf.numPages, req.maxPages);
    const parts: string[] = [];
    let length = 0;
    for (let n = 1; n <= pages && length < req.maxChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let pageText = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        pageText += item.str + (item.hasEOL ? '\n' : '');
        if (length + pageText.length >= req.maxChars) break;
      }
      parts.push(pageText);
      length += pageText.length + 1;
      page.cleanup();
    }
    return { id: req.id, ok: true, text: parts.join('\n').slice(0, req.maxChars + 1000), pages: pdf.numPages };
  } catch (err) {
    const name = (err as { name?: string } | null)?.name;
    return { id: req.id, ok: false, reason: name === 'PasswordException' ? 'cifrado' : 'ilegible' };
  } finally {
    await pdf?.loadingTask.destroy().catch(() => undefined);
  }
}

// PDF.js loaded: from now on the main thread counts each file's time.
await getResolvedPDFJS();
parentPort?.postMessage({ ready: true } satisfies PdfTextReply);

parentPort?.on('message', (req: PdfTextRequest) => {
  extract(req).then(
    (reply) => parentPort?.postMessage(reply),
    () => parentPort?.postMessage({ id: req.id, ok: false, reason: 'ilegible' } satisfies PdfTextReply),
  );
});
