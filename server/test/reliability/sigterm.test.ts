import { describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers.js';
import { RELIABILITY_ADMIN, startServer } from './process.js';

describe.skipIf(onPostgres)('SIGTERM', () => {
  it('lets requests in flight finish, then exits 0', async () => {
    // Info logs carry the 'cerrando' line the test waits for; a long drain leaves room on a loaded machine.
    const server = await startServer({ LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '5000' });
    try {
      // Logins spend ~30 ms each on argon2: 30 of them keep the server busy while the signal arrives.
      const inFlight = Array.from({ length: 30 }, () =>
        fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify(RELIABILITY_ADMIN),
        }).then(
          (r) => r.status,
          (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
        ),
      );
      // The first answer means the server is busy with the rest: the signal arrives with requests in flight.
      await Promise.race(inFlight);
      server.kill('SIGTERM');
      await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('cerrando');
      // Draining: load balancers see 503 and stop sending; queued requests are still served.
      expect((await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } })).status).toBe(503);
      const statuses = await Promise.all(inFlight);
      expect(
        statuses.every((s) => s === 200),
        JSON.stringify(statuses),
      ).toBe(true);
      expect(await server.exited).toBe(0);
      // After the exit nothing answers any more.
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    } finally {
      await server.cleanup();
    }
  }, 90_000);
});
