import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/database.js';
import { LocalStorage } from '../src/plugins/uploads/storage.js';
import { storeSvgImage } from '../src/plugins/uploads/images.js';
import { createBackup, restoreBackup } from '../src/ops/backup.js';
import { makeUser } from './factories.js';
import { onPostgres } from './helpers.js';

const svg = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#${(n * 4321).toString(16).padStart(6, '0').slice(0, 6)}"/></svg>`;

describe.skipIf(onPostgres)('backup and restore (SQLite)', () => {
  it('backs up under write load and restores the same rows and files into a fresh DATA_DIR', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-bk-src-'));
    const restoreDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-bk-dst-'));
    const archive = path.join(os.tmpdir(), `intranet-bk-${Date.now()}.tar.gz`);
    const handle = openDatabase({ sqliteFile: path.join(dataDir, 'intranet.db') });
    try {
      await migrate(handle.db);
      const storage = new LocalStorage(dataDir);
      await storage.init();
      const writeOne = async (n: number) => {
        const u = await makeUser(handle.db);
        const img = await storeSvgImage(storage, svg(n), 'users');
        await handle.db.updateTable('users').set({ imagen_perfil: img }).where('id', '=', u.id).execute();
      };
      for (let i = 0; i < 20; i++) await writeOne(i);
      const before = await handle.db.selectFrom('users').select('id').execute();

      // Writes keep going while the backup runs.
      let writing = true;
      let written = 0;
      const load = (async () => {
        while (writing) {
          await writeOne(1000 + written);
          written++;
        }
      })();
      const manifest = await createBackup(loadConfig({ DATA_DIR: dataDir }), archive);
      writing = false;
      await load;
      expect(written).toBeGreaterThan(0);
      expect(manifest.engine).toBe('sqlite');

      await restoreBackup(loadConfig({ DATA_DIR: restoreDir }), archive);
      const restored = openDatabase({ sqliteFile: path.join(restoreDir, 'intranet.db') });
      try {
        const rows = await restored.db.selectFrom('users').select(['id', 'imagen_perfil']).execute();
        const all = new Set((await handle.db.selectFrom('users').select('id').execute()).map((r) => r.id));
        // Everything committed before the backup is there, nothing that never existed is.
        for (const r of before) expect(rows.some((x) => x.id === r.id)).toBe(true);
        for (const r of rows) expect(all.has(r.id)).toBe(true);
        // Every file a restored row names was restored too.
        for (const r of rows) {
          if (!r.imagen_perfil) continue;
          const st = await fs.stat(new LocalStorage(restoreDir).absolute(r.imagen_perfil));
          expect(st.size).toBeGreaterThan(0);
        }
        const check = await restored.db.selectFrom('users').select('id').execute();
        expect(check.length).toBe(rows.length);
      } finally {
        await restored.close();
      }

      // Restoring over an existing database needs --force.
      await expect(restoreBackup(loadConfig({ DATA_DIR: restoreDir }), archive)).rejects.toThrow(/--force/);
      await expect(restoreBackup(loadConfig({ DATA_DIR: restoreDir }), archive, true)).resolves.toMatchObject({
        engine: 'sqlite',
      });
    } finally {
      await handle.close();
      await Promise.all([dataDir, restoreDir, archive].map((p) => fs.rm(p, { recursive: true, force: true })));
    }
  });
});
