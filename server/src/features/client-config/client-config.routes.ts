import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema, type ClientConfig } from '@intranet/contract';

/** Attribution the tile provider asks for; a custom TILE_URL gets its host named instead. */
function attributionFor(tileUrl: string): string {
  const host = /^https?:\/\/([^/]+)/.exec(tileUrl)?.[1] ?? '';
  return host.endsWith('openstreetmap.org')
    ? '© colaboradores de OpenStreetMap'
    : `Mapa: ${host.replace(/\{[^}]*\}\.?/g, '')}`;
}

/** GET /config-cliente: the server configuration the browser needs (map tiles). */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body: ClientConfig = { tileUrl: app.config.tileUrl, tileAttribution: attributionFor(app.config.tileUrl) };
  app.get(
    '/config-cliente',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Configuración del servidor que necesita el navegador (teselas del mapa y su atribución)',
        response: { 200: clientConfigSchema },
      },
    },
    async () => body,
  );
};
