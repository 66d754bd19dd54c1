import type { FastifyInstance } from 'fastify';
import {
  commentInputSchema,
  commentsQuerySchema,
  commentUpdateSchema,
  idParam,
  reactionInputSchema,
  topicInputSchema,
} from '@intranet/contract';
import { VersionedJsonCache } from '../../lib/data-version.js';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { readSession, SESSION_COOKIE } from '../../plugins/auth/sessions.js';
import { withForm } from '../../plugins/uploads/form.js';
import {
  FORUM_CHANNEL,
  createComment,
  createTopic,
  deleteComment,
  eventFor,
  getReactions,
  listActiveTopics,
  listAllTopics,
  listComments,
  listCommentsForAdmin,
  removeReaction,
  toggleReaction,
  updateComment,
  updateTopic,
  type ForumDeps,
} from './forum.service.js';

/** The forum calls of spec §7 (topics, comments, reactions, admin) and the live event stream. */
export async function forumRoutes(app: FastifyInstance) {
  const deps: ForumDeps = { db: app.db, storage: app.storage, events: app.events };

  // The topic lists (the home widget asks on every visit) are served from a cache checked against the
  // `forum-topics` data version, which every topic change and every comment posted or deleted replaces.
  const topics = new VersionedJsonCache('forum-topics', 3);
  app.get('/temas', { config: { access: 'session' } }, async (request, reply) =>
    topics.send(request, reply, app.db, 'active', () => listActiveTopics(app.db)),
  );

  app.get('/comentarios/:id', { config: { access: 'session' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const query = parseInput(commentsQuerySchema, request.query);
    return listComments(app.db, currentUser(request), id, query);
  });

  app.post('/comentarios', { config: { access: 'session', userLimit: 'comentarios' } }, async (request, reply) => {
    const input = parseInput(commentInputSchema, request.body);
    const { comment, created } = await createComment(deps, currentUser(request), input);
    // A repeat of an earlier delivery (same `clave_envio`) is 200 with the first row, not a new comment.
    return reply.code(created ? 201 : 200).send(comment);
  });

  app.get('/comentarios/:id/reacciones', { config: { access: 'session' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return getReactions(app.db, currentUser(request), id);
  });

  app.post(
    '/comentarios/:id/reacciones',
    { config: { access: 'session', userLimit: 'reacciones' } },
    async (request) => {
      const { id } = parseInput(idParam, request.params);
      const { emoji } = parseInput(reactionInputSchema, request.body);
      return toggleReaction(deps, currentUser(request), id, emoji);
    },
  );

  app.delete(
    '/comentarios/:id/reacciones',
    { config: { access: 'session', userLimit: 'reacciones' } },
    async (request, reply) => {
      const { id } = parseInput(idParam, request.params);
      await removeReaction(deps, currentUser(request), id);
      return reply.code(204).send();
    },
  );

  // Live updates for open pages (Server-Sent Events); workers only hear about active topics.
  app.get('/foro/eventos', { config: { access: 'session', passive: true } }, async (request, reply) => {
    const user = currentUser(request);
    const token = request.cookies[SESSION_COOKIE];
    app.events.stream(request, reply, {
      channel: FORUM_CHANNEL,
      select: (message) => eventFor(message, user),
      stillAllowed: async () => {
        // The heartbeat checks the session is still valid; it is no action of the person's.
        const s = await readSession(app.db, token, {
          clock: app.sessionClock,
          touch: false,
          adminMaxMs: app.config.adminSessionMs,
        });
        return !!s && s.user.id === user.id && s.user.role === user.role;
      },
    });
  });

  app.get('/admin/temas', { config: { access: 'admin' } }, async (request, reply) =>
    topics.send(request, reply, app.db, 'all', () => listAllTopics(app.db)),
  );

  app.post('/admin/temas', { config: { access: 'admin' } }, (request, reply) =>
    withForm(request, ['imagen'], async (form) => {
      const input = parseInput(topicInputSchema, form.fields);
      const topic = await createTopic(deps, currentUser(request), input, form.files.imagen);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return topic;
    }),
  );

  app.put('/admin/temas/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return withForm(request, ['imagen'], async (form) => {
      const input = parseInput(topicInputSchema, form.fields);
      const present = { descripcion: form.fields.descripcion !== undefined };
      return updateTopic(deps, id, input, present, form.files.imagen);
    });
  });

  app.get('/admin/comentarios/tema/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const query = parseInput(commentsQuerySchema, request.query);
    return listCommentsForAdmin(app.db, currentUser(request), id, query);
  });

  app.put('/admin/comentarios/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const { comentario } = parseInput(commentUpdateSchema, request.body);
    return updateComment(deps, currentUser(request), id, comentario);
  });

  app.delete('/admin/comentarios/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await deleteComment(deps, id);
    return reply.code(204).send();
  });
}
