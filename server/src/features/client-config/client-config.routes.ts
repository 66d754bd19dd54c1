import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '@intranet/contract';

/** Attribution the tile provider asks for; a custom TILE_URL gets its host named instead. */
function attributionFor(tileUrl: string): string {
  const host = /^https?:\/\/([^/]+)/.exec(tileUrl)?.[1] ?? '';
  return host.endsWith('openstreetmap.org')
    ? '© colaboradores de OpenStreetMap'
    : `Mapa: ${host.replace(/\{[^}]*\}\.?/g, '')}`;
}

/** GET /config-cliente: the server configuration the browser needs (map tiles). */
export async function clientConfigRoutes(app: FastifyInstance) {
  const body: ClientConfig = { tileUrl: app.config.tileUrl, tileAttribution: attributionFor(app.config.tileUrl) };
  app.get('/config-cliente', { config: { access: 'session' } }, async () => body);
}
