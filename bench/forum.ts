/**
 * How the forum answers with 100,000 comments (issue 6): `GET /api/comentarios/{tema}` (first page and a
 * deep "Cargar más" page), `GET /api/temas`, `POST /api/comentarios` and reactions, one at a time and
 * 20 at once. SQLite file by default, PostgreSQL with DATABASE_URL (in its own schema, dropped after).
 * Run: npx tsx --conditions source bench/forum.ts      (N=100000 by default)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { EMOJIS } from '@intranet/contract';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { migrate, openDatabase } from '../server/src/db/database.js';
import { nowIso } from '../server/src/db/sql.js';
import { makeUser } from '../server/test/factories.js';

const N = Number(process.env.N ?? 100_000);
const TOPICS = 3;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-bench-'));
const pgUrl = process.env.DATABASE_URL;
const schema = `bench_${randomBytes(4).toString('hex')}`;
if (pgUrl) {
  const admin = openDatabase({ databaseUrl: pgUrl, poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
}
const handle = openDatabase(
  pgUrl ? { databaseUrl: pgUrl, pgSchema: schema } : { sqliteFile: path.join(dataDir, 'b.db') },
);
await migrate(handle.db, pgUrl ? schema : undefined);

const people = await Promise.all(Array.from({ length: 20 }, () => makeUser(handle.db)));
const now = nowIso();
const topicIds: number[] = [];
for (let t = 0; t < TOPICS; t++) {
  const { id } = await handle.db
    .insertInto('temas')
    .values({ titulo: `Tema ${t}`, descripcion: 'Banco de pruebas', activo: 1, fecha_creacion: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  topicIds.push(id);
}
// Most comments go to the first topic: the worst case for its list.
const seedStart = Date.now();
for (let i = 0; i < N; i += 1000) {
  const rows = Array.from({ length: Math.min(1000, N - i) }, (_, k) => {
    const u = people[(i + k) % people.length]!;
    return {
      tema_id: (i + k) % 10 === 0 ? topicIds[1 + ((i + k) % (TOPICS - 1))]! : topicIds[0]!,
      user_id: u.id,
      username: u.username,
      comentario: `Comentario ${i + k}: lorem ipsum dolor sit amet, consectetur adipiscing elit.`,
      fecha: now,
    };
  });
  await handle.db.insertInto('comentarios').values(rows).execute();
}
// Rows inserted in bulk bypass the repository, so the topics' counters are set once here.
await sql`update temas set total_comentarios = (select count(*) from comentarios c where c.tema_id = temas.id)`.execute(
  handle.db,
);
// A few reactions on the newest comments, so the list also counts them.
const newest = await handle.db
  .selectFrom('comentarios')
  .select('id')
  .where('tema_id', '=', topicIds[0]!)
  .orderBy('id', 'desc')
  .limit(200)
  .execute();
await handle.db
  .insertInto('reacciones')
  .values(
    newest.flatMap((c, i) =>
      people.slice(0, i % 8).map((u, k) => ({ comentario_id: c.id, user_id: u.id, emoji: EMOJIS[k % 6]!, fecha: now })),
    ),
  )
  .execute();
console.log(
  `${N} comentarios sembrados en ${((Date.now() - seedStart) / 1000).toFixed(1)} s (${pgUrl ? 'PostgreSQL' : 'SQLite'})`,
);

const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), handle, {
  logger: false,
});
await app.ready();
const cookies = await Promise.all(
  people.slice(0, 20).map(async (u) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: u.username, password: u.password },
    });
    return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }),
);

type Req = { method: 'GET' | 'POST'; url: string; payload?: object };
async function measure(label: string, make: (i: number) => Req, times: number, concurrency = 1) {
  const lat: number[] = [];
  let bytes = 0;
  let next = 0;
  const start = process.hrtime.bigint();
  const worker = async () => {
    while (next < times) {
      const i = next++;
      const r = make(i);
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ ...r, headers: { cookie: cookies[i % cookies.length]! } });
      lat.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.statusCode >= 300) throw new Error(`${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
      bytes = res.rawPayload.length;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const total = Number(process.hrtime.bigint() - start) / 1e6;
  lat.sort((a, b) => a - b);
  const p = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))]!.toFixed(2);
  console.log(
    `${label.padEnd(44)} c=${String(concurrency).padEnd(2)} ${((times / total) * 1000).toFixed(0).padStart(5)} req/s  p50 ${p(0.5).padStart(6)} ms  p95 ${p(0.95).padStart(6)} ms  ${bytes} B`,
  );
}

const big = topicIds[0]!;
const deep = Number(
  (
    await handle.db
      .selectFrom('comentarios')
      .select('id')
      .where('tema_id', '=', big)
      .orderBy('id', 'asc')
      .offset(100)
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id,
);
for (const c of [1, 20]) {
  await measure(
    `GET /api/comentarios/{tema} (50 más nuevos)`,
    () => ({ method: 'GET', url: `/api/comentarios/${big}` }),
    400,
    c,
  );
  await measure(
    `GET /api/comentarios/{tema}?before= (página honda)`,
    () => ({ method: 'GET', url: `/api/comentarios/${big}?before=${deep}` }),
    400,
    c,
  );
  await measure(`GET /api/temas (${N} comentarios)`, () => ({ method: 'GET', url: '/api/temas' }), 200, c);
  await measure(
    'POST /api/comentarios',
    (i) => ({ method: 'POST', url: '/api/comentarios', payload: { tema_id: big, comentario: `Nuevo ${c}-${i}` } }),
    400,
    c,
  );
  await measure(
    'POST /api/comentarios/{id}/reacciones',
    (i) => ({
      method: 'POST',
      url: `/api/comentarios/${newest[i % 50]!.id}/reacciones`,
      payload: { emoji: EMOJIS[i % 6] },
    }),
    400,
    c,
  );
}

await app.close();
await handle.close();
if (pgUrl) {
  const admin = openDatabase({ databaseUrl: pgUrl, poolSize: 1 });
  await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
  await admin.close();
}
await fs.rm(dataDir, { recursive: true, force: true });
