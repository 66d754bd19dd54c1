import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { LocalStorage } from '../plugins/uploads/storage.js';
import type { PdfTextExtractor } from '../features/documents/pdf-text.js';
import type { DemoUser } from '../features/users/users.seed.js';

/** What every feature's demo seeder receives (seed/demo.ts runs them in order). */
export interface SeedContext {
  db: Db;
  storage: LocalStorage;
  log: FastifyBaseLogger;
  /** Reads the demo PDFs' text for search; without it the start-up job reads them. */
  pdfText?: PdfTextExtractor;
  /** Filled by the users seeder; later seeders use them as authors and people. */
  users: DemoUser[];
}
