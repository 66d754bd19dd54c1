import type { Kysely } from 'kysely';

/**
 * When a temporary password stops working: set with every temporary password (admin reset,
 * user created with "must change", CSV import), cleared when the user chooses their own. Null = no expiry.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('temporary_password_expires_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('temporary_password_expires_at').execute();
}
