import type { SeedContext } from './context.js';
import { usersRepository } from '../features/users/users.repository.js';
import { seedUserPhotos, seedUsers, type DemoUser } from '../features/users/users.seed.js';
import { seedOrganization } from '../features/organization/organization.seed.js';
import { seedNews } from '../features/news/news.seed.js';
import { seedSlides } from '../features/slides/slides.seed.js';
import { seedAnnouncements } from '../features/announcements/announcements.seed.js';
import { seedBirthdays } from '../features/birthdays/birthdays.seed.js';
import { seedDocuments } from '../features/documents/documents.seed.js';
import { seedForum } from '../features/forum/forum.seed.js';
import { seedReports } from '../features/reports/reports.seed.js';
import { seedCourses } from '../features/courses/courses.seed.js';
import { seedLecturas } from '../features/lecturas/lecturas.seed.js';

/**
 * Demo content for an empty database. Every feature adds its rows through a seeder here, in order,
 * using its own service or repository so the rows obey the same rules as real ones. Composition code:
 * it imports the features, so it lives outside them and outside `db/`.
 */
const SEEDERS: ((ctx: SeedContext) => Promise<void>)[] = [
  // people first: later seeders use them as authors
  seedUsers,
  seedUserPhotos,
  seedOrganization,

  // content
  seedSlides,
  seedAnnouncements,
  seedNews,
  seedBirthdays,

  seedDocuments,
  seedForum,

  // integrations
  seedReports,
  seedCourses,

  // mandatory reading: after documents and users, which it points at
  seedLecturas,
];

/** Seeds the demo company when the database has no users. Returns the demo accounts, or null if skipped. */
export async function seedDemo(ctx: Omit<SeedContext, 'users'>): Promise<DemoUser[] | null> {
  if ((await usersRepository.count(ctx.db)) > 0) return null;
  const full: SeedContext = { ...ctx, users: [] };
  for (const seed of SEEDERS) await seed(full);
  return full.users;
}
