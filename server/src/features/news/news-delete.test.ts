import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { underSchemaLock, useTestApp } from '../../../test/helpers.js';
import { sendForm } from '../../../test/requests.js';
import { newsService } from './news.service.js';

/** Deleting a news item and bumping the `news` data version happen in one transaction. */
const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

describe('news delete', () => {
  it('keeps the row when the data version cannot be bumped, and deletes it once it can', async () => {
    const created = await sendForm(
      t,
      'POST',
      '/api/noticias',
      { nombre: 'Noticia a borrar', area: 'Operaciones', detalle: 'Detalle.', fecha: '2026-11-20' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const exists = async () =>
      Boolean(await t.app.db.selectFrom('news').select('id').where('id', '=', id).executeTakeFirst());

    // The version table is out of reach: the bump fails inside the delete's transaction.
    // (A change of tables: under the schema lock, so no parallel test process lists tables meanwhile.)
    await underSchemaLock(async () => {
      await sql`ALTER TABLE data_versions RENAME TO data_versions_off`.execute(t.app.db);
      try {
        await expect(newsService.remove(t.app.db, t.app.storage, id)).rejects.toThrow();
      } finally {
        await sql`ALTER TABLE data_versions_off RENAME TO data_versions`.execute(t.app.db);
      }
    });
    expect(await exists()).toBe(true);

    const before = await t.app.db
      .selectFrom('data_versions')
      .select('version')
      .where('name', '=', 'news')
      .executeTakeFirst();
    await newsService.remove(t.app.db, t.app.storage, id);
    expect(await exists()).toBe(false);
    const after = await t.app.db
      .selectFrom('data_versions')
      .select('version')
      .where('name', '=', 'news')
      .executeTakeFirst();
    expect(after?.version).toBeDefined();
    expect(after?.version).not.toBe(before?.version);
  });
});
