import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers.js';
import { httpLogin, RELIABILITY_ADMIN, startServer } from './process.js';

/**
 * Crash test: 1,000 concurrent comment posts, the server killed with SIGKILL in the middle,
 * restarted on the same DATA_DIR. Every comment that got a 201 must be there, SQLite's integrity check
 * must pass, and no temp upload file may be left behind.
 */
describe.skipIf(onPostgres)('SIGKILL in the middle of 1,000 comment posts', () => {
  it('loses no acknowledged comment and leaves a sound database', async () => {
    const first = await startServer();
    const dataDir = first.dataDir;
    let second: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const cookie = await httpLogin(first.url, RELIABILITY_ADMIN.rut, RELIABILITY_ADMIN.password);
      const form = new FormData();
      form.set('titulo', 'Tema de la prueba de caída');
      form.set('descripcion', 'Mil comentarios y un corte de luz.');
      const topicRes = await fetch(`${first.url}/api/admin/temas`, { method: 'POST', headers: { cookie }, body: form });
      expect(topicRes.status).toBe(201);
      const temaId = ((await topicRes.json()) as { id: number }).id;

      const acknowledged: string[] = [];
      let killed = false;
      const posts = Array.from({ length: 1000 }, (_, i) => {
        const comentario = `comentario-${i}`;
        return fetch(`${first.url}/api/comentarios`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ comentario, tema_id: temaId }),
        }).then(
          async (res) => {
            if (res.status === 201) {
              await res.arrayBuffer();
              acknowledged.push(comentario);
              // Pull the plug once a good part of the posts has been acknowledged.
              if (acknowledged.length >= 150 && !killed) {
                killed = true;
                first.kill('SIGKILL');
              }
            }
          },
          () => undefined, // cut off by the kill: not acknowledged, may or may not be stored
        );
      });
      await Promise.all(posts);
      await first.exited;
      expect(killed).toBe(true);
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(acknowledged.length).toBeLessThan(1000);

      // The database file as the crash left it (WAL included): sound, and holding every acknowledged comment.
      const db = new SQLite(path.join(dataDir, 'intranet.db'));
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const stored = new Set(
          (
            db.prepare('select comentario from comentarios where tema_id = ?').all(temaId) as { comentario: string }[]
          ).map((r) => r.comentario),
        );
        const lost = acknowledged.filter((c) => !stored.has(c));
        expect(lost).toEqual([]);
        console.log(
          `crash test: ${acknowledged.length} comments acknowledged before SIGKILL, ${stored.size} stored, lost: ${lost.length}`,
        );
        const topic = db.prepare('select total_comentarios as n from temas where id = ?').get(temaId) as { n: number };
        expect(topic.n).toBe(stored.size);
      } finally {
        db.close();
      }

      // It starts again on the same data and serves the comments.
      second = await startServer({}, dataDir);
      const cookie2 = await httpLogin(second.url, RELIABILITY_ADMIN.rut, RELIABILITY_ADMIN.password);
      const list = await fetch(`${second.url}/api/comentarios/${temaId}?limit=10`, { headers: { cookie: cookie2 } });
      expect(list.status).toBe(200);
      const tmp = await fs.readdir(path.join(dataDir, 'uploads', '.tmp')).catch(() => []);
      expect(tmp).toEqual([]);
    } finally {
      await second?.cleanup();
      await first.cleanup();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
