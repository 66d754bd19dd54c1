import fsp from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { safeString } from '@intranet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/errors.js';

/** Swagger UI's files, served from the npm package (no CDN: the CSP allows only this origin). */
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

/** The page: no inline script (script-src 'self'); `iniciar.js` points Swagger UI at the document. */
const PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Intranet — Referencia de la API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/iniciar.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  withCredentials: true,
});
`;

/** A document for integrators: GET /api/openapi.json (OpenAPI 3.1) and its reference page GET /api/docs. */
export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/openapi.json',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Documento OpenAPI 3.1 de esta API',
        response: { 200: z.looseObject({ openapi: safeString(), paths: z.record(safeString(), z.unknown()) }) },
      },
    },
    async () => app.swagger() as unknown as { openapi: string; paths: Record<string, unknown> },
  );

  // Not JSON (an HTML page and its files): these two routes are on the route-schema allow-list.
  app.get(
    '/docs',
    { config: { access: 'admin' }, schema: { summary: 'Referencia de la API (Swagger UI)' } },
    (_r, reply) => reply.type('text/html; charset=utf-8').send(PAGE),
  );

  app.get(
    '/docs/:archivo',
    {
      config: { access: 'admin' },
      schema: { summary: 'Archivos de la página de referencia', params: z.object({ archivo: safeString() }) },
    },
    async (request, reply) => {
      const { archivo } = request.params;
      if (archivo === 'iniciar.js') return reply.type('text/javascript; charset=utf-8').send(INIT);
      const asset = Object.hasOwn(ASSETS, archivo) ? ASSETS[archivo] : undefined;
      if (!asset) throw notFound();
      reply.header('Cache-Control', 'private, max-age=86400');
      return reply.type(asset.type).send(await fsp.readFile(path.join(swaggerUiDir, asset.file)));
    },
  );
};
