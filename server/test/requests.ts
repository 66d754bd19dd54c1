import sharp from 'sharp';
import type { Database } from '../src/db/schema.js';
import { multipart, type TestApp } from './helpers.js';

/** A real picture made with sharp (tests never use fake image bytes unless they mean to). */
export const testPng = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c8702a' } })
    .png()
    .toBuffer();

/** Sends a multipart form (create/update of content) with a cookie. */
export function sendForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  fields: Parameters<typeof multipart>[0],
  cookie: string,
) {
  const { payload, headers } = multipart(fields);
  return t.app.inject({ method, url, payload, headers: { ...headers, cookie } });
}

/** Number of rows in a table. */
export async function countRows(t: TestApp, table: keyof Database) {
  const row = await t.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A stored public path as `storedFiles()` lists it (relative to the uploads folder). */
export const relUpload = (p: string) => p.replace(/^\/uploads\//, '');
