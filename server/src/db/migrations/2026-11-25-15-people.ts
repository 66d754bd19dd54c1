import { sql, type Kysely } from 'kysely';
import { userSearchText } from '../../lib/user-presenter.js';

const BATCH = 500;

/**
 * People as one record. New user columns: `nombre` (full name; existing users get their
 * username until an admin edits it), `area`, `sucursal` (branch id), `jefatura_id` (manager, another
 * user; cleared if that user is deleted), `anexo`, `telefono_visible` (0: colleagues do not see the
 * phone), `cuenta_servicio` (technical accounts, hidden from the directory). Accounts named `admin` or
 * created by ADMIN_RUT (`admin-<rut>`) with role admin are marked as service accounts. `search_text`
 * is recomputed so the directory finds people by full name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('nombre', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('area', 'text').execute();
  await db.schema.alterTable('users').addColumn('sucursal', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('jefatura_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('users').addColumn('anexo', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('telefono_visible', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('cuenta_servicio', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_jefatura').on('users').column('jefatura_id').execute();
  await db.schema.createIndex('users_area_sucursal').on('users').columns(['activo', 'area', 'sucursal']).execute();
  await sql`create index users_directory_nombre on users (activo, lower(nombre))`.execute(db);

  await db
    .updateTable('users')
    .set({ cuenta_servicio: 1 })
    .where('role', '=', 'admin')
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', 'admin'), eb('username', 'like', 'admin-%')]))
    .execute();

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
        .set({ nombre: u.username, search_text: userSearchText({ ...u, nombre: u.username }) })
        .where('id', '=', u.id)
        .execute();
    }
    after = users[users.length - 1]!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_directory_nombre`.execute(db);
  await db.schema.dropIndex('users_area_sucursal').execute();
  await db.schema.dropIndex('users_jefatura').execute();
  for (const c of ['cuenta_servicio', 'telefono_visible', 'anexo', 'jefatura_id', 'sucursal', 'area', 'nombre']) {
    await db.schema.alterTable('users').dropColumn(c).execute();
  }
}
