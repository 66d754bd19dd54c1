import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Selectable } from 'kysely';
import { bumpDataVersion } from '../../lib/data-version.js';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/sql.js';
import type { ComentariosTable, TemasTable } from './forum.table.js';

export type TemaRow = Selectable<TemasTable>;
export type ComentarioRow = Selectable<ComentariosTable>;
export type NewTemaRow = Insertable<TemasTable>;
export type NewComentarioRow = Insertable<ComentariosTable>;

/**
 * All SQL of the forum: topics, comments and reactions. Writes that change a topic or a comment replace the
 * `forum-topics` data version (the cached topic lists and comment pages); reaction changes replace
 * `forum-reactions` (the cached comment pages' counts).
 */
export const forumRepository = {
  async listTemas(db: Db, onlyActive: boolean): Promise<TemaRow[]> {
    let q = db.selectFrom('temas').selectAll();
    if (onlyActive) q = q.where('activo', '=', 1);
    return q.orderBy('id', 'desc').execute();
  },

  async findTema(db: Db, id: number): Promise<TemaRow | undefined> {
    return db.selectFrom('temas').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Existence and state only: checked on every comment read and write. */
  findTemaState(db: Db, id: number) {
    return db.selectFrom('temas').select(['id', 'activo']).where('id', '=', id).executeTakeFirst();
  },

  async insertTema(db: Db, row: NewTemaRow): Promise<number> {
    const { id } = await db.insertInto('temas').values(row).returning('id').executeTakeFirstOrThrow();
    await bumpDataVersion(db, 'forum-topics');
    return id;
  },

  async updateTema(
    db: Db,
    id: number,
    patch: Partial<Pick<TemasTable, 'titulo' | 'descripcion' | 'imagen' | 'activo' | 'updated_at'>>,
  ): Promise<boolean> {
    const res = await db.updateTable('temas').set(patch).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await bumpDataVersion(db, 'forum-topics');
    return true;
  },

  /** One page of a topic's comments, newest first; `before` is an id cursor. */
  listComentarios(db: Db, temaId: number, limit: number, before?: number): Promise<ComentarioRow[]> {
    let q = db.selectFrom('comentarios').selectAll().where('tema_id', '=', temaId);
    if (before) q = q.where('id', '<', before);
    return q.orderBy('id', 'desc').limit(limit).execute();
  },

  /** Names of the authors of the comments answered (the 'En respuesta a …' quote). */
  parentNames(db: Db, ids: number[]) {
    if (!ids.length) return Promise.resolve([] as { id: number; nombre: string; username: string }[]);
    return db.selectFrom('comentarios').select(['id', 'nombre', 'username']).where('id', 'in', ids).execute();
  },

  /** Current photos of comment authors (the name shown is the one stored with each comment). */
  authorPhotos(db: Db, ids: number[]) {
    if (!ids.length) return Promise.resolve([] as { id: number; imagen_perfil: string | null }[]);
    return db.selectFrom('users').select(['id', 'imagen_perfil']).where('id', 'in', ids).execute();
  },

  findComentario(db: Db, id: number) {
    return db
      .selectFrom('comentarios')
      .innerJoin('temas', 'temas.id', 'comentarios.tema_id')
      .selectAll('comentarios')
      .select('temas.activo as tema_activo')
      .where('comentarios.id', '=', id)
      .executeTakeFirst();
  },

  /** Inserts a comment and counts it on its topic (call inside a transaction). */
  /** The user's comment sent with this idempotency key, if any. */
  findComentarioByKey(db: Db, userId: number, clave: string): Promise<ComentarioRow | undefined> {
    return db
      .selectFrom('comentarios')
      .selectAll()
      .where('user_id', '=', userId)
      .where('clave_envio', '=', clave)
      .executeTakeFirst();
  },

  /**
   * Inserts a comment, counts it in its topic and bumps `forum-topics`, all or nothing, inside a transaction or not.
   * PostgreSQL: one statement (data-modifying CTEs, chained so the locks are taken in the transaction's order: the
   * comment, the topic, the version), one round trip instead of five (begin, insert, update, version, commit) and the
   * topic's row locked for that statement only: every comment of a busy topic waits for that lock
   * (POST /api/comentarios p99 125 ms on the idle machine's bench, 26-11-2026). SQLite: the three statements in a
   * transaction (in process, no round trips).
   */
  async insertComentario(db: Db, row: NewComentarioRow): Promise<ComentarioRow> {
    if (isPostgres(db)) {
      const version = randomUUID();
      return (
        db
          .with('ins', (qb) => qb.insertInto('comentarios').values(row).returningAll())
          .with('tema', (qb) =>
            qb
              .updateTable('temas')
              .set({
                total_comentarios: sql`total_comentarios + 1`,
                ultima_actividad: sql<string>`(select fecha from ins)`,
              })
              .where('id', '=', sql<number>`(select tema_id from ins)`)
              .returning('temas.id'),
          )
          // Reads the topic's update, so it runs after it: every writer locks the topic's row, then the version's
          // (PostgreSQL runs independent data-modifying CTEs in no set order: two posts to one topic deadlocked).
          .with('version', (qb) =>
            qb
              .insertInto('data_versions')
              .columns(['name', 'version'])
              .expression((eb) =>
                eb
                  .selectFrom('tema')
                  .select([sql.lit('forum-topics').as('name'), sql<string>`${version}`.as('version')]),
              )
              .onConflict((oc) => oc.column('name').doUpdateSet({ version }))
              .returning('data_versions.name'),
          )
          .selectFrom('ins')
          .selectAll()
          .executeTakeFirstOrThrow() as Promise<ComentarioRow>
      );
    }
    const write = async (trx: Db) => {
      const inserted = await trx.insertInto('comentarios').values(row).returningAll().executeTakeFirstOrThrow();
      await trx
        .updateTable('temas')
        .set({ total_comentarios: sql`total_comentarios + 1`, ultima_actividad: inserted.fecha })
        .where('id', '=', inserted.tema_id)
        .execute();
      await bumpDataVersion(trx, 'forum-topics');
      return inserted;
    };
    return db.isTransaction ? write(db) : db.transaction().execute(write);
  },

  /**
   * Inserts many comments (an import, the benchmark's data set) in multi-row statements and raises each
   * topic's `total_comentarios` by its share, so the count rule holds as with `insertComentario`.
   * Call inside a transaction. Returns the new ids in the order of `rows`.
   */
  async insertComentarios(db: Db, rows: NewComentarioRow[]): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await db
        .insertInto('comentarios')
        .values(rows.slice(i, i + 500))
        .returning('id')
        .execute();
      ids.push(...inserted.map((r) => r.id));
    }
    const perTopic = new Map<number, { n: number; last: string }>();
    for (const r of rows) {
      const t = perTopic.get(r.tema_id) ?? { n: 0, last: r.fecha };
      perTopic.set(r.tema_id, { n: t.n + 1, last: r.fecha > t.last ? r.fecha : t.last });
    }
    for (const [temaId, { n, last }] of perTopic) {
      await db
        .updateTable('temas')
        .set({
          total_comentarios: sql`total_comentarios + ${n}`,
          ultima_actividad: sql`case when ultima_actividad is null or ultima_actividad < ${last} then ${last} else ultima_actividad end`,
        })
        .where('id', '=', temaId)
        .execute();
    }
    await bumpDataVersion(db, 'forum-topics');
    return ids;
  },

  /** Inserts many reactions in multi-row statements (the UNIQUE (comment, user) key still applies). */
  async insertReactions(
    db: Db,
    rows: { comentario_id: number; user_id: number; emoji: string; fecha: string }[],
  ): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('reacciones')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    await bumpDataVersion(db, 'forum-reactions');
  },

  async updateComentario(db: Db, id: number, comentario: string, fechaEdicion: string) {
    const row = await db
      .updateTable('comentarios')
      .set({ comentario, fecha_edicion: fechaEdicion })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    // The search's cached answers include comments.
    if (row) await bumpDataVersion(db, 'forum-topics');
    return row;
  },

  /**
   * Deletes a comment (its reactions go with it: ON DELETE CASCADE, which also locks the comment before
   * its reactions, the same order as a reaction change) and uncounts it (call inside a transaction).
   */
  async deleteComentario(db: Db, id: number): Promise<boolean> {
    const row = await db.deleteFrom('comentarios').where('id', '=', id).returning('tema_id').executeTakeFirst();
    if (!row) return false;
    await db
      .updateTable('temas')
      .set({ total_comentarios: sql`total_comentarios - 1` })
      .where('id', '=', row.tema_id)
      .execute();
    await bumpDataVersion(db, 'forum-topics');
    return true;
  },

  /**
   * Bumps the comment's reaction version and returns it. On PostgreSQL the row lock it takes
   * serializes every reaction change of this comment until the transaction ends. Every reaction change starts
   * here, in its transaction: it also replaces the `forum-reactions` data version.
   */
  async bumpReactionVersion(db: Db, comentarioId: number): Promise<number | undefined> {
    const row = await db
      .updateTable('comentarios')
      .set({ reacciones_version: sql`reacciones_version + 1` })
      .where('id', '=', comentarioId)
      .returning('reacciones_version')
      .executeTakeFirst();
    if (row) await bumpDataVersion(db, 'forum-reactions');
    return row?.reacciones_version;
  },

  /** Removes the user's reaction to the comment and returns the emoji it had, if any. */
  async deleteReaction(db: Db, comentarioId: number, userId: number): Promise<string | undefined> {
    const row = await db
      .deleteFrom('reacciones')
      .where('comentario_id', '=', comentarioId)
      .where('user_id', '=', userId)
      .returning('emoji')
      .executeTakeFirst();
    return row?.emoji;
  },

  async insertReaction(db: Db, comentarioId: number, userId: number, emoji: string, fecha: string): Promise<void> {
    await db.insertInto('reacciones').values({ comentario_id: comentarioId, user_id: userId, emoji, fecha }).execute();
  },

  /** Emoji counts of many comments at once (one query per page, not one per comment). */
  async countReactions(db: Db, comentarioIds: number[]) {
    if (!comentarioIds.length) return [];
    const rows = await db
      .selectFrom('reacciones')
      .select(['comentario_id', 'emoji', (eb) => eb.fn.countAll<number>().as('n')])
      .where('comentario_id', 'in', comentarioIds)
      .groupBy(['comentario_id', 'emoji'])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  },

  /** The user's own reactions among these comments. */
  userReactions(db: Db, userId: number, comentarioIds: number[]) {
    if (!comentarioIds.length) return Promise.resolve([]);
    return db
      .selectFrom('reacciones')
      .select(['comentario_id', 'emoji'])
      .where('user_id', '=', userId)
      .where('comentario_id', 'in', comentarioIds)
      .execute();
  },

  async reactionVersion(db: Db, comentarioId: number): Promise<number> {
    const row = await db
      .selectFrom('comentarios')
      .select('reacciones_version')
      .where('id', '=', comentarioId)
      .executeTakeFirst();
    return row?.reacciones_version ?? 0;
  },
};
