import { sql, type Kysely } from 'kysely';
import { userSearchText } from '../../lib/user-presenter.js';

const BATCH = 500;

/**
 * The workers directory pages and searches on the server: `users.search_text` holds
 * `searchKey(username puesto correo)` (accents and case folded, kept by the users repository), and an
 * index on (activo, lower(username)) serves "one page of active users in name order" without a sort.
 * Existing users are filled in here, in batches.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create index users_directory on users (activo, lower(username))`.execute(db);

  let after = 0;
  for (;;) {
    const users: { id: number; username: string; puesto: string | null; correo: string | null }[] = await db
      .selectFrom('users')
      .select(['id', 'username', 'puesto', 'correo'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (users.length === 0) break;
    for (const u of users) {
      await db
        .updateTable('users')
        .set({ search_text: userSearchText(u) })
        .where('id', '=', u.id)
        .execute();
    }
    after = users[users.length - 1]!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_directory`.execute(db);
  await db.schema.alterTable('users').dropColumn('search_text').execute();
}
