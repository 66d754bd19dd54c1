import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { thumbOf } from '@intranet/contract';

/** A stored file's public path always starts with `/uploads/` and is served at `/api` + path. */
export type StoredPath = `/uploads/${string}`;

/** The thumbnail that goes with an image path (`x.webp` → `x.thumb.webp`); shared with the web app. */
export { thumbOf };

/**
 * Local-disk storage under `DATA_DIR/uploads`. Files are written under `.tmp/` first and renamed
 * into place, so a crash leaves at most a temp file, which `sweepTemp` removes at start-up.
 */
export class LocalStorage {
  readonly root: string;
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
    this.tmpDir = path.join(this.root, '.tmp');
  }

  async init(): Promise<void> {
    await fs.mkdir(this.tmpDir, { recursive: true });
  }

  /** A fresh temp file path (not created). */
  tempPath(): string {
    return path.join(this.tmpDir, `${Date.now()}-${randomBytes(12).toString('hex')}`);
  }

  /** A new random public path inside a feature's folder. */
  newPath(feature: string, ext: string): StoredPath {
    if (!/^[a-z0-9-]+$/.test(feature) || !/^[a-z0-9.]+$/.test(ext)) throw new Error('bad storage path');
    return `/uploads/${feature}/${randomBytes(16).toString('hex')}.${ext}`;
  }

  /** Absolute disk path of a public path; refuses anything that would leave the uploads folder. */
  absolute(publicPath: string): string {
    const rel = publicPath.replace(/^\/uploads\//, '');
    const abs = path.resolve(this.root, rel);
    if (!abs.startsWith(this.root + path.sep)) throw new Error('path outside uploads');
    return abs;
  }

  /** Moves a finished temp file to its public path (atomic rename on one filesystem). */
  async commit(tempFile: string, publicPath: string): Promise<void> {
    const dest = this.absolute(publicPath);
    await fs.mkdir(path.dirname(dest), { recursive: true });
    await fs.rename(tempFile, dest);
  }

  /** Removes a stored file and its thumbnail, if any. Missing files are fine. */
  async remove(publicPath: string | null | undefined): Promise<void> {
    if (!publicPath || !publicPath.startsWith('/uploads/')) return;
    const targets = [publicPath];
    if (publicPath.endsWith('.webp')) targets.push(thumbOf(publicPath));
    await Promise.all(targets.map((p) => fs.rm(this.absolute(p), { force: true })));
  }

  async removeAll(paths: (string | null | undefined)[]): Promise<void> {
    await Promise.all(paths.map((p) => this.remove(p)));
  }

  /** Removes temp files left by a crash. Only files older than `olderThanMs` (another instance may be writing). */
  async sweepTemp(olderThanMs = 60 * 60 * 1000): Promise<number> {
    let removed = 0;
    const names = await fs.readdir(this.tmpDir).catch(() => [] as string[]);
    for (const name of names) {
      const p = path.join(this.tmpDir, name);
      const st = await fs.stat(p).catch(() => null);
      if (st && Date.now() - st.mtimeMs > olderThanMs) {
        await fs.rm(p, { force: true, recursive: true });
        removed++;
      }
    }
    return removed;
  }
}
