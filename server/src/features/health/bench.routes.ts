import type { FastifyInstance } from 'fastify';

const items = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  nombre: `Elemento de referencia ${String(i + 1).padStart(2, '0')}`,
  valor: 1000 + i,
}));
/** A fixed 1 KB JSON body: the benchmark's yardstick for "the framework, a session and nothing else". */
const BASELINE = { status: 'ok', items, relleno: '' };
BASELINE.relleno = '-'.repeat(1024 - JSON.stringify(BASELINE).length);

/**
 * GET /bench/baseline, registered only when BENCH=1 (npm run bench): same session check as every
 * content call, no database work beyond it.
 */
export async function benchRoutes(app: FastifyInstance) {
  app.get('/bench/baseline', { config: { access: 'session' } }, async () => BASELINE);
}
