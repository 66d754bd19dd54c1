import { sql, type Kysely } from 'kysely';
import { searchWords } from '../../lib/search-words.js';
import { isPostgres } from '../sql.js';

const BATCH = 500;

/**
 * news_words: one row per (folded word, news item), so a search is an index seek per query token
 * instead of a LIKE '%…%' over every news body. On PostgreSQL the word column is collated "C"
 * (byte order) so `word >= 'tok' and word < 'tol'` uses the primary key; SQLite compares bytes already.
 * Existing news are indexed here, in batches.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('news_words')
    .addColumn('word', pg ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('news_id', 'integer', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('news_words_pk', ['word', 'news_id'])
    .execute();
  // Checks "does this news item have a word in this range" with one seek; also serves the cascade delete.
  await db.schema.createIndex('news_words_news').on('news_words').columns(['news_id', 'word']).execute();

  let after = 0;
  for (;;) {
    const news: { id: number; nombre: string; area: string; detalle: string }[] = await db
      .selectFrom('news')
      .select(['id', 'nombre', 'area', 'detalle'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (news.length === 0) break;
    const rows = news.flatMap((n) =>
      searchWords(`${n.nombre}\n${n.area}\n${n.detalle}`).map((word) => ({ word, news_id: n.id })),
    );
    for (let i = 0; i < rows.length; i += BATCH) {
      await db
        .insertInto('news_words')
        .values(rows.slice(i, i + BATCH))
        .execute();
    }
    after = news[news.length - 1]!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_words').execute();
}
