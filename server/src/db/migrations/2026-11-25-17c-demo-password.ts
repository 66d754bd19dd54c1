import type { Kysely } from 'kysely';

/**
 * A demo account still on the password printed in the README: 1 until its
 * password is changed; while 1 the account can log in only from the server's own machine (loopback).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('demo_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('demo_password').execute();
}
