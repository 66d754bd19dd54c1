import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './database.js';
import type { LocalStorage } from '../plugins/uploads/storage.js';
import { usersRepository } from '../features/users/users.repository.js';
import { seedUsers, type DemoUser } from '../features/users/users.seed.js';
// content (issue 3)

// documents (issue 4)

// people (issue 5)

// forum (issue 6)
import { seedForum } from '../features/forum/forum.seed.js';

// integrations (issue 7)

export interface SeedContext {
  db: Db;
  storage: LocalStorage;
  log: FastifyBaseLogger;
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

  // content (issue 3)

  // documents (issue 4)

  // forum (issue 6)
  seedForum,

  // integrations (issue 7)
];

/** Seeds the demo company when the database has no users. Returns the demo accounts, or null if skipped. */
export async function seedDemo(ctx: Omit<SeedContext, 'users'>): Promise<DemoUser[] | null> {
  if ((await usersRepository.count(ctx.db)) > 0) return null;
  const full: SeedContext = { ...ctx, users: [] };
  for (const seed of SEEDERS) await seed(full);
  return full.users;
}
