import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createBackup, restoreBackup } from './backup.js';

/**
 * Operator commands: `npm run backup [ARCHIVO]` and `npm run restore ARCHIVO [--force]`.
 * They read the same environment as the server (DATA_DIR, DATABASE_URL).
 */
async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  const force = rest.includes('--force');
  const file = rest.find((a) => !a.startsWith('--'));
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const archive = path.resolve(file ?? path.join(config.dataDir, 'backups', `intranet-${stamp}.tar.gz`));
    const m = await createBackup(config, archive);
    console.log(`Respaldo creado: ${archive} (${m.engine}, ${m.files} archivos)`);
  } else if (command === 'restore') {
    if (!file) throw new Error('Indique el archivo: npm run restore ARCHIVO [--force]');
    const m = await restoreBackup(config, path.resolve(file), force);
    console.log(`Respaldo restaurado en ${config.dataDir} (${m.engine}, ${m.files} archivos, creado ${m.createdAt})`);
  } else {
    throw new Error('Uso: cli.js backup [ARCHIVO] | restore ARCHIVO [--force]');
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : `Error: ${(err as Error).message}`);
  process.exit(1);
});
