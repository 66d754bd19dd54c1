import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { likePattern } from '../../db/sql.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import type { CourseImagesTable, CourseVideosTable } from './courses.table.js';

const VIDEO_COLUMNS = ['id', 'image', 'title', 'area', 'link'] as const;

/** All SQL on course_videos and course_images. Lists are newest first (id descending). */
export const coursesRepository = {
  async listVideos(db: Db, opts: { search: string; limit: number; offset: number }) {
    let q = db.selectFrom('course_videos');
    if (opts.search) q = q.where(sql<boolean>`search_text like ${likePattern(opts.search)} escape '\\'`);
    const [rows, total] = await Promise.all([
      q.select(VIDEO_COLUMNS).orderBy('id', 'desc').limit(opts.limit).offset(opts.offset).execute(),
      q
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ]);
    return { rows, total };
  },

  findVideo(db: Db, id: number) {
    return db.selectFrom('course_videos').select(VIDEO_COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  async insertVideo(db: Db, row: Insertable<CourseVideosTable>): Promise<number> {
    const { id } = await db.insertInto('course_videos').values(row).returning('id').executeTakeFirstOrThrow();
    await bumpDataVersion(db, 'courses');
    return id;
  },

  async updateVideo(db: Db, id: number, row: Updateable<CourseVideosTable>): Promise<void> {
    await db.updateTable('course_videos').set(row).where('id', '=', id).execute();
    await bumpDataVersion(db, 'courses');
  },

  async deleteVideo(db: Db, id: number): Promise<void> {
    await db.deleteFrom('course_videos').where('id', '=', id).execute();
    await bumpDataVersion(db, 'courses');
  },

  async listImages(db: Db, opts: { limit: number; offset: number }) {
    const [rows, total] = await Promise.all([
      db
        .selectFrom('course_images')
        .select(['id', 'path'])
        .orderBy('id', 'desc')
        .limit(opts.limit)
        .offset(opts.offset)
        .execute(),
      db
        .selectFrom('course_images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ]);
    return { rows, total };
  },

  findImage(db: Db, id: number) {
    return db.selectFrom('course_images').select(['id', 'path']).where('id', '=', id).executeTakeFirst();
  },

  async insertImage(db: Db, row: Insertable<CourseImagesTable>): Promise<number> {
    const { id } = await db.insertInto('course_images').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  async deleteImage(db: Db, id: number): Promise<void> {
    await db.deleteFrom('course_images').where('id', '=', id).execute();
  },

  countVideos(db: Db) {
    return db
      .selectFrom('course_videos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  },
};
