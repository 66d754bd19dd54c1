import type { FastifyInstance } from 'fastify';
import { idParam, newsInputSchema, newsListQuerySchema, TOTAL_COUNT_HEADER } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { withForm } from '../../plugins/uploads/form.js';
import { newsService } from './news.service.js';
import { isoAt } from '../../lib/clock.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { recordOpening } from '../../lib/reading-evidence.js';

/** Spec §7 News, under /api, plus the related-news call of /noticias/{id}. */
export async function newsRoutes(app: FastifyInstance) {
  app.get('/noticias', { config: { access: 'session' } }, async (request, reply) => {
    const query = parseInput(newsListQuerySchema, request.query);
    const { items, total } = await newsService.list(app.db, query);
    if (total !== null) reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  app.get('/noticias/:id', { config: { access: 'session' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const item = await newsService.get(app.db, id);
    // Mandatory reading (issue 16): fetching the article is what 'opened' means.
    await recordOpening(app.db, currentUser(request).id, 'noticia', id, 1, isoAt(app.clock));
    return item;
  });

  app.get('/noticias/:id/relacionadas', { config: { access: 'session' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return newsService.related(app.db, id);
  });

  app.post('/noticias', { config: { access: 'admin' } }, (request, reply) =>
    withForm(request, ['imagen'], async (form) => {
      const input = parseInput(newsInputSchema, form.fields);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return await newsService.create(app.db, app.storage, input, form.files.imagen);
    }),
  );

  app.put('/noticias/:id', { config: { access: 'admin' } }, (request) =>
    withForm(request, ['imagen'], async (form) => {
      const { id } = parseInput(idParam, request.params);
      const input = parseInput(newsInputSchema, form.fields);
      return newsService.update(app.db, app.storage, id, input, form.files.imagen);
    }),
  );

  app.delete('/noticias/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await newsService.remove(app.db, app.storage, id);
    return reply.code(204).send();
  });
}
