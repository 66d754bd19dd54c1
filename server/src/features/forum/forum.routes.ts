import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentInputSchema,
  commentSchema,
  commentsQuerySchema,
  commentUpdateSchema,
  idParam,
  reactionInputSchema,
  reactionSummarySchema,
  topicInputSchema,
  topicSchema,
  topicUpdateSchema,
} from '@intranet/contract';
import { requestVersion, VersionedJsonCache } from '../../lib/data-version.js';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { readSession, SESSION_COOKIE } from '../../plugins/auth/sessions.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import { eventFor, FORUM_CHANNEL } from './forum.events.js';
import {
  createComment,
  createTopic,
  deleteComment,
  listActiveTopics,
  listAllTopics,
  COMMENT_PAGE_SETS,
  listCommentsJson,
  listCommentsForAdmin,
  updateComment,
  updateTopic,
  type ForumDeps,
} from './forum.service.js';
import { getReactions, removeReaction, toggleReaction } from './reactions.service.js';

const topicCreateForm = defineForm(topicInputSchema, ['imagen']);
const topicUpdateForm = defineForm(topicUpdateSchema, ['imagen']);

/** The forum calls (topics, comments, reactions, topic admin) and the live event stream. */
export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ForumDeps = { db: app.db, storage: app.storage, events: app.events, clock: app.clock };

  // The topic lists (the home widget asks on every visit) are served from a cache checked against the
  // `forum-topics` data version, which every topic change and every comment posted or deleted replaces.
  const topics = new VersionedJsonCache('forum-topics', 3);
  app.get(
    '/temas',
    {
      config: { access: 'session', dataVersions: ['forum-topics'] },
      schema: {
        summary: 'Temas activos del foro, del más reciente al más antiguo',
        response: { 200: z.array(topicSchema) },
      },
    },
    async (request, reply) => topics.send(request, reply, app.db, 'active', () => listActiveTopics(app.db)),
  );

  app.get(
    '/comentarios/:id',
    {
      config: { access: 'session', dataVersions: COMMENT_PAGE_SETS },
      schema: {
        summary:
          'Comentarios de un tema, del más reciente al más antiguo, con sus reacciones (de a `limit`; `before` = el último id ya mostrado)',
        params: idParam,
        querystring: commentsQuerySchema,
        response: { 200: z.array(commentSchema) },
      },
    },
    // The JSON text as listCommentsJson builds it (encoded by this route's schema): sent as it is, past the serializer.
    async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(
          await listCommentsJson(
            app.db,
            currentUser(request),
            request.params.id,
            request.query,
            await requestVersion(request, app.db, COMMENT_PAGE_SETS),
          ),
        ),
  );

  app.post(
    '/comentarios',
    {
      config: { access: 'session', userLimit: 'comentarios' },
      schema: {
        summary:
          'Publicar un comentario (o una respuesta) como el usuario de la sesión; con `clave_envio`, repetir el envío devuelve el mismo comentario (200)',
        body: commentInputSchema,
        response: { 200: commentSchema, 201: commentSchema },
      },
    },
    async (request, reply) => {
      const { comment, created } = await createComment(deps, currentUser(request), request.body);
      // A repeat of an earlier delivery (same `clave_envio`) is 200 with the first row, not a new comment.
      return reply.code(created ? 201 : 200).send(comment);
    },
  );

  app.get(
    '/comentarios/:id/reacciones',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Reacciones de un comentario y la propia',
        params: idParam,
        response: { 200: reactionSummarySchema },
      },
    },
    async (request) => getReactions(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/comentarios/:id/reacciones',
    {
      config: { access: 'session', userLimit: 'reacciones' },
      schema: {
        summary: 'Reaccionar a un comentario: el mismo emoji otra vez la quita, otro la reemplaza',
        params: idParam,
        body: reactionInputSchema,
        response: { 200: reactionSummarySchema },
      },
    },
    async (request) => toggleReaction(deps, currentUser(request), request.params.id, request.body.emoji),
  );

  app.delete(
    '/comentarios/:id/reacciones',
    {
      config: { access: 'session', userLimit: 'reacciones' },
      schema: { summary: 'Quitar la reacción propia a un comentario', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await removeReaction(deps, currentUser(request), request.params.id);
      return reply.code(204).send(null);
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

  app.get(
    '/admin/temas',
    {
      config: { access: 'admin', dataVersions: ['forum-topics'] },
      schema: { summary: 'Todos los temas del foro, activos y ocultos', response: { 200: z.array(topicSchema) } },
    },
    async (request, reply) => topics.send(request, reply, app.db, 'all', () => listAllTopics(app.db)),
  );

  app.post(
    '/admin/temas',
    {
      config: { access: 'admin', dataVersions: ['forum-topics'] },
      schema: { summary: 'Crear un tema del foro', ...topicCreateForm.schema, response: { 201: topicSchema } },
    },
    (request, reply) =>
      withForm(request, topicCreateForm, async (form) => {
        const topic = await createTopic(deps, currentUser(request), form.fields, form.files.imagen);
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return topic;
      }),
  );

  app.put(
    '/admin/temas/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar un tema del foro (lo que el formulario no envía se mantiene)',
        params: idParam,
        ...topicUpdateForm.schema,
        response: { 200: topicSchema },
      },
    },
    (request) =>
      withForm(request, topicUpdateForm, (form) =>
        updateTopic(deps, request.params.id, form.fields, form.files.imagen),
      ),
  );

  app.get(
    '/admin/comentarios/tema/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Comentarios de un tema para administrar (activo u oculto)',
        params: idParam,
        querystring: commentsQuerySchema,
        response: { 200: z.array(commentSchema) },
      },
    },
    async (request) => listCommentsForAdmin(app.db, currentUser(request), request.params.id, request.query),
  );

  app.put(
    '/admin/comentarios/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar el texto de un comentario',
        params: idParam,
        body: commentUpdateSchema,
        response: { 200: commentSchema },
      },
    },
    async (request) => updateComment(deps, currentUser(request), request.params.id, request.body.comentario),
  );

  app.delete(
    '/admin/comentarios/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Eliminar un comentario y sus reacciones', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await deleteComment(deps, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
