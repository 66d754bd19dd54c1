import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrate, openDatabase } from './db/database.js';
import { ensureAdmin } from './seed/bootstrap-admin.js';
import { seedDemo } from './seed/demo.js';
import { describeDemoAccounts } from './features/users/users.seed.js';
import { purgeExpiredSessions } from './plugins/auth/sessions.js';
import path from 'node:path';
import { fillMissingPdfText } from './features/documents/pdf-text.job.js';
import { pushRound } from './features/notifications/push.service.js';
import { webPushTransport } from './features/notifications/web-push.transport.js';

async function main(config: Config) {
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'intranet.db'),
    prepare: config.pgPreparedStatements,
  });
  await migrate(handle.db);
  const app = await buildApp(config, handle);
  await ensureAdmin(handle.db, config, app.log);
  if (config.seedDemo) {
    const demo = await seedDemo({ db: handle.db, storage: app.storage, log: app.log, pdfText: app.pdfText });
    if (demo) {
      console.log(`\nContenido de demostración creado. Cuentas de prueba:\n${describeDemoAccounts(demo)}\n`);
    }
  }
  await purgeExpiredSessions(handle.db);
  const purge = setInterval(() => void purgeExpiredSessions(handle.db).catch(() => undefined), 60 * 60 * 1000);
  purge.unref();

  // PDFs without their text yet (uploaded before extraction existed): read in the background, resumable.
  const pdfTextJob = new AbortController();
  const startPdfTextJob = () =>
    void fillMissingPdfText(
      { db: handle.db, storage: app.storage, pdfText: app.pdfText, log: app.log },
      pdfTextJob.signal,
    ).catch((err: unknown) => app.log.warn({ err }, 'no se pudo leer el texto de los PDF; se reintenta al reiniciar'));

  // Web Push: one round a minute on every instance; the push_enviados rows make exactly one send each.
  let pushTimer: NodeJS.Timeout | undefined;
  if (config.push) {
    const send = webPushTransport(config.push);
    const deps = { db: handle.db, clock: app.clock, sources: app.notificationSources };
    let running = false;
    pushTimer = setInterval(() => {
      if (running) return;
      running = true;
      void pushRound(deps, send, (message) => app.log.warn(message))
        .catch((err: unknown) =>
          app.log.warn({ err }, 'ronda de avisos al teléfono fallida; se reintenta en un minuto'),
        )
        .finally(() => (running = false));
    }, 60_000);
    pushTimer.unref();
  } else {
    app.log.info(
      'Avisos al teléfono (Web Push) desactivados: defina VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY para activarlos',
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 25_000);
    force.unref();
    // Drain first: health answers 503 and connections already queued are still accepted and served;
    // then close, which waits for the requests in flight.
    app.draining = true;
    pdfTextJob.abort();
    if (pushTimer) clearInterval(pushTimer);
    setTimeout(() => {
      void app
        .close()
        .then(() => handle.close())
        .then(() => process.exit(0))
        .catch(() => process.exit(1));
    }, config.shutdownDrainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  startPdfTextJob();
  console.log(
    `Intranet disponible en http://localhost:${config.port} (${handle.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'})`,
  );
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
main(config).catch((err: unknown) => {
  const e = err as { code?: string; message?: string };
  const reason =
    e.code === 'EADDRINUSE'
      ? `El puerto ${config.port} ya está en uso.`
      : e.code === 'ECONNREFUSED'
        ? 'No se pudo conectar a la base de datos (DATABASE_URL).'
        : (e.message ?? String(err));
  console.error(`No se pudo iniciar la intranet: ${reason}`);
  process.exit(1);
});
