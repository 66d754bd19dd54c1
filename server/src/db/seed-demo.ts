import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './database.js';
import type { LocalStorage } from '../plugins/uploads/storage.js';
import type { PdfTextExtractor } from '../features/documents/pdf-text.js';
import { usersRepository } from '../features/users/users.repository.js';
import { seedUsers, type DemoUser } from '../features/users/users.seed.js';
// content (issue 3)
import { seedNews } from '../features/news/news.seed.js';
import { seedSlides } from '../features/slides/slides.seed.js';
import { seedAnnouncements } from '../features/announcements/announcements.seed.js';
import { seedBirthdays } from '../features/birthdays/birthdays.seed.js';

// documents (issue 4)
import { seedDocuments } from '../features/documents/documents.seed.js';

// people (issue 5)
import { seedUserPhotos } from '../features/users/users.seed.js';
import { seedOrganization } from '../features/organization/organization.seed.js';

// forum (issue 6)
import { seedForum } from '../features/forum/forum.seed.js';

// integrations (issue 7)
import { seedReports } from '../features/reports/reports.seed.js';
import { seedCourses } from '../features/courses/courses.seed.js';

// mandatory reading (issue 16)
import { seedLecturas } from '../features/lecturas/lecturas.seed.js';

export interface SeedContext {
  db: Db;
  storage: LocalStorage;
  log: FastifyBaseLogger;
  /** Reads the demo PDFs' text for search; without it the start-up job reads them. */
  pdfText?: PdfTextExtractor;
  /** Filled by the users seeder; later seeders use them as authors and people. */
  users: DemoUser[];
}

/**
 * Demo content for an empty database. Every feature adds its rows through a seeder here, in order,
 * using its own service or repository so the rows obey the same rules as real ones.
 */
const SEEDERS: ((ctx: SeedContext) => Promise<void>)[] = [
  seedUsers,

  // people (issue 5)
  seedUserPhotos,
  seedOrganization,

  // content (issue 3)
  seedSlides,
  seedAnnouncements,
  seedNews,
  seedBirthdays,

  // documents (issue 4)
  seedDocuments,

  // forum (issue 6)
  seedForum,

  // integrations (issue 7)
  seedReports,
  seedCourses,

  // mandatory reading (issue 16): after documents and users
  seedLecturas,
];

/** Seeds the demo company when the database has no users. Returns the demo accounts, or null if skipped. */
export async function seedDemo(ctx: Omit<SeedContext, 'users'>): Promise<DemoUser[] | null> {
  if ((await usersRepository.count(ctx.db)) > 0) return null;
  const full: SeedContext = { ...ctx, users: [] };
  for (const seed of SEEDERS) await seed(full);
  return full.users;
}
