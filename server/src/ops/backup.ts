import { constants as fsConstants } from 'node:fs';
import { TOTP_KEY_FILE } from '../lib/secret-box.js';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.js';

/** Describes an archive; written as manifest.json inside it. */
export interface BackupManifest {
  format: 1;
  engine: 'sqlite' | 'postgres';
  createdAt: string;
  files: number;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} terminó con código ${code}: ${err.trim()}`)),
    );
  });
}

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (e.isDirectory()) n += await countFiles(path.join(dir, e.name));
    else n++;
  }
  return n;
}

/** Copies the uploads tree (hard links when possible: files are immutable once committed). */
async function copyUploads(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  for (const e of await fs.readdir(from, { withFileTypes: true }).catch(() => [])) {
    if (e.name === '.tmp') continue;
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) await copyUploads(src, dst);
    else await fs.link(src, dst).catch(() => fs.copyFile(src, dst));
  }
}

/**
 * Writes one .tar.gz with a consistent database snapshot and the uploaded files, while the server keeps
 * taking writes: SQLite's online backup API (or pg_dump's snapshot), then the files. Files are committed
 * before their rows, so every file a snapshot row names is already on disk when the files are copied.
 */
export async function createBackup(config: Config, archive: string): Promise<BackupManifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-backup-'));
  try {
    const engine = config.databaseUrl ? 'postgres' : 'sqlite';
    if (engine === 'sqlite') {
      const source = new SQLite(path.join(config.dataDir, 'intranet.db'), { fileMustExist: true });
      try {
        await source.backup(path.join(work, 'intranet.db'));
      } finally {
        source.close();
      }
    } else {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        path.join(work, 'database.dump'),
        config.databaseUrl!,
      ]);
    }
    await copyUploads(path.join(config.dataDir, 'uploads'), path.join(work, 'uploads'));
    // The generated TOTP key (when TOTP_KEY is not set): without it the restored 2FA seeds can not be read.
    await fs.copyFile(path.join(config.dataDir, TOTP_KEY_FILE), path.join(work, TOTP_KEY_FILE)).catch(() => undefined);
    const manifest: BackupManifest = {
      format: 1,
      engine,
      createdAt: new Date().toISOString(),
      files: await countFiles(path.join(work, 'uploads')),
    };
    await fs.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await fs.mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    const partial = `${archive}.partial`;
    await run('tar', ['-czf', partial, '-C', work, '.']);
    await fs.rename(partial, archive);
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into the configured DATA_DIR (and DATABASE_URL). Refuses to overwrite an existing
 * database unless `force` is set; the server must be stopped.
 */
export async function restoreBackup(config: Config, archive: string, force = false): Promise<BackupManifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-restore-'));
  try {
    await run('tar', ['-xzf', archive, '-C', work]);
    const manifest = JSON.parse(await fs.readFile(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error('Formato de respaldo desconocido.');
    const engine = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine) {
      throw new Error(`El respaldo es de ${manifest.engine} y la configuración actual usa ${engine}.`);
    }
    const dbFile = path.join(config.dataDir, 'intranet.db');
    const uploads = path.join(config.dataDir, 'uploads');
    await fs.mkdir(config.dataDir, { recursive: true });
    if (engine === 'sqlite') {
      const exists = await fs.stat(dbFile).then(
        () => true,
        () => false,
      );
      if (exists && !force) throw new Error(`Ya existe ${dbFile}; use --force para reemplazarla.`);
      await Promise.all(['', '-wal', '-shm'].map((s) => fs.rm(`${dbFile}${s}`, { force: true })));
      await fs.copyFile(path.join(work, 'intranet.db'), `${dbFile}.restoring`);
      await fs.rename(`${dbFile}.restoring`, dbFile);
    } else {
      await run('pg_restore', [
        '--no-owner',
        '--clean',
        '--if-exists',
        '--single-transaction',
        '--dbname',
        config.databaseUrl!,
        path.join(work, 'database.dump'),
      ]);
    }
    if (force) await fs.rm(uploads, { recursive: true, force: true });
    await copyUploads(path.join(work, 'uploads'), uploads);
    const keyFile = path.join(config.dataDir, TOTP_KEY_FILE);
    const savedKey = path.join(work, TOTP_KEY_FILE);
    if (
      await fs.stat(savedKey).then(
        () => true,
        () => false,
      )
    ) {
      if (force) await fs.rm(keyFile, { force: true });
      await fs.copyFile(savedKey, keyFile, fsConstants.COPYFILE_EXCL).catch(() => undefined);
      await fs.chmod(keyFile, 0o600).catch(() => undefined);
    }
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
