import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  birthdayInputSchema,
  birthdayListQuerySchema,
  birthdaySchema,
  greetingInputSchema,
  idParam,
  monthBirthdaySchema,
  receivedGreetingsSchema,
  sentGreetingSchema,
  TOTAL_COUNT_HEADER,
} from '@intranet/contract';
import { VersionedJsonCache } from '../../lib/data-version.js';
import { todayInSantiago } from '../../lib/time.js';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import { birthdaysService } from './birthdays.service.js';
import { markGreetingsRead, receivedGreetings, sendGreeting } from './greetings.service.js';
import { ringBell } from '../../lib/bell-events.js';

const birthdayForm = defineForm(birthdayInputSchema, ['imagen']);
const monthList = z.array(monthBirthdaySchema);

/**
 * Birthdays, under /api: every logged-in user reads the lists and sends and reads greetings (/saludos); admins
 * create, edit and delete birthdays.
 */
export const birthdaysRoutes: FastifyPluginAsyncZod = async (app) => {
  // The home asks on every visit: the month's list is cached per month against the `birthdays` and `users`
  // data versions (people's birth dates, names and photos are part of it).
  const month = new VersionedJsonCache(['birthdays', 'users'], 2);
  app.get(
    '/cumpleanos/mes',
    {
      config: { access: 'session', dataVersions: ['birthdays', 'users'] },
      schema: { summary: 'Cumpleaños del mes (personas y registros manuales)', response: { 200: monthList } },
    },
    async (request, reply) => {
      const today = todayInSantiago(new Date(app.clock.now()));
      // The cache sends stored JSON, which the response schema does not see: the list is filtered before it is kept.
      return month.send(request, reply, app.db, today.slice(0, 7), async () =>
        monthList.parse(await birthdaysService.ofThisMonth(app.db, today)),
      );
    },
  );

  app.get(
    '/cumpleanos',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Registros de cumpleaños, paginados y con búsqueda por nombre o cargo (total en X-Total-Count)',
        querystring: birthdayListQuerySchema,
        response: { 200: z.array(birthdaySchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await birthdaysService.list(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/cumpleanos',
    {
      config: { access: 'admin' },
      schema: { summary: 'Crear un registro de cumpleaños', ...birthdayForm.schema, response: { 201: birthdaySchema } },
    },
    (request, reply) =>
      withForm(request, birthdayForm, async (form) => {
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return await birthdaysService.create(app.db, app.storage, form.fields, form.files.imagen);
      }),
  );

  app.put(
    '/cumpleanos/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar un registro de cumpleaños',
        params: idParam,
        ...birthdayForm.schema,
        response: { 200: birthdaySchema },
      },
    },
    (request) =>
      withForm(request, birthdayForm, async (form) =>
        birthdaysService.update(app.db, app.storage, request.params.id, form.fields, form.files.imagen),
      ),
  );

  app.delete(
    '/cumpleanos/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Eliminar un registro de cumpleaños y su imagen', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await birthdaysService.remove(app.db, app.storage, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // 'Saludar': greetings only their recipient reads.
  app.post(
    '/saludos',
    {
      config: { access: 'session', userLimit: 'saludos' },
      schema: {
        summary: 'Enviar un saludo de cumpleaños a una persona',
        body: greetingInputSchema,
        response: { 201: sentGreetingSchema },
      },
    },
    async (request, reply) => {
      const sent = await sendGreeting(app.db, app.clock, currentUser(request), request.body);
      // The recipient's bell shows the greeting at once; the hint names no sender and no text.
      await ringBell(app.events, [sent.para_id]);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/saludos',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Saludos recibidos (los más recientes) y cuántos no se han leído',
        response: { 200: receivedGreetingsSchema },
      },
    },
    async (request) => receivedGreetings(app.db, currentUser(request)),
  );

  app.post(
    '/saludos/leidos',
    {
      config: { access: 'session' },
      schema: { summary: 'Marcar como leídos los saludos recibidos', response: NO_CONTENT },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await markGreetingsRead(app.db, app.clock, user);
      await ringBell(app.events, [user.id]);
      return reply.code(204).send(null);
    },
  );
};
