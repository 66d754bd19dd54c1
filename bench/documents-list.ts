/**
 * How fast the documents list answers with a large library (issue 4): 5,000 documents spread over the
 * 25 sub-areas, on a SQLite file (or PostgreSQL with DATABASE_URL).
 * Run: npx tsx --conditions source bench/documents-list.ts
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { DOCUMENT_AREAS } from '@intranet/contract';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { migrate, openDatabase } from '../server/src/db/database.js';
import { nowIso } from '../server/src/db/sql.js';
import { makeUser } from '../server/test/factories.js';

const N = Number(process.env.N ?? 5000);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-bench-'));
// On PostgreSQL the bench works in its own schema, dropped at the end.
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
const pairs = Object.entries(DOCUMENT_AREAS).flatMap(([area, subs]) => subs.map((s) => [area, s] as const));
const now = nowIso();
const rows = Array.from({ length: N }, (_, i) => {
  const [area, subarea] = pairs[i % pairs.length]!;
  return {
    nombre: `Procedimiento ${i} de ${subarea}`,
    area,
    subarea,
    archivo: `procedimiento-${i}.pdf`,
    ruta: `/uploads/documents/${i}.pdf`,
    tamano: 1000,
    visible: i % 10 === 0 ? 0 : 1,
    fecha_subida: now,
    created_at: now,
    updated_at: now,
  };
});
for (let i = 0; i < rows.length; i += 500)
  await handle.db
    .insertInto('documents')
    .values(rows.slice(i, i + 500))
    .execute();

const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), handle, {
  logger: false,
});
await app.ready();
async function cookieFor(role: 'admin' | 'worker') {
  const user = await makeUser(handle.db, { role });
  const payload = { rut: user.username, password: user.password };
  const login = await app.inject({ method: 'POST', url: '/api/login', payload });
  return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
const worker = await cookieFor('worker');
const admin = await cookieFor('admin');

async function measure(label: string, url: string, cookie: string, times = 200) {
  let bytes = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < times; i++) {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    bytes = res.rawPayload.length;
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / times;
  console.log(`${label.padEnd(46)} ${ms.toFixed(2).padStart(7)} ms/req  ${bytes} bytes`);
}

const sub = encodeURIComponent('23 Formatos');
const iso = encodeURIComponent('Normas ISO 45001');
console.log(`${N} documentos (${handle.engine})`);
await measure(
  'sub-área (página pública, 10 por nombre)',
  `/api/procedimientos?area=${iso}&subarea=${sub}&orden=nombre`,
  worker,
);
await measure('búsqueda por nombre en todo', '/api/procedimientos?nombre=procedimiento%2042', worker);
await measure('lista admin, página 1', '/api/procedimientos', admin);
await measure('lista admin, página 400', '/api/procedimientos?pagina=400', admin);
await measure('búsqueda admin por área', '/api/procedimientos?q=manuales', admin);

await app.close();
await handle.close();
if (pgUrl) {
  const admin = openDatabase({ databaseUrl: pgUrl, poolSize: 1 });
  await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
  await admin.close();
}
await fs.rm(dataDir, { recursive: true, force: true });
