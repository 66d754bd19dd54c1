import type { FastifyInstance } from 'fastify';
import {
  birthdayInputSchema,
  birthdayListQuerySchema,
  greetingInputSchema,
  idParam,
  TOTAL_COUNT_HEADER,
} from '@intranet/contract';
import { VersionedJsonCache } from '../../lib/data-version.js';
import { todayInSantiago } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { withForm } from '../../plugins/uploads/form.js';
import { birthdaysService } from './birthdays.service.js';
import { markGreetingsRead, receivedGreetings, sendGreeting } from './greetings.service.js';

/** Spec §7 Birthdays, under /api. */
export async function birthdaysRoutes(app: FastifyInstance) {
  // The home asks on every visit: the month's list is cached per month against the `birthdays` and `users`
  // data versions (people's birth dates, names and photos are part of it since issue 15).
  const month = new VersionedJsonCache(['birthdays', 'users'], 2);
  app.get('/cumpleanos/mes', { config: { access: 'session' } }, async (request, reply) => {
    const today = todayInSantiago(new Date(app.clock.now()));
    return month.send(request, reply, app.db, today.slice(0, 7), () => birthdaysService.ofThisMonth(app.db, today));
  });

  app.get('/cumpleanos', { config: { access: 'session' } }, async (request, reply) => {
    const query = parseInput(birthdayListQuerySchema, request.query);
    const { items, total } = await birthdaysService.list(app.db, query);
    reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  app.post('/cumpleanos', { config: { access: 'admin' } }, (request, reply) =>
    withForm(request, ['imagen'], async (form) => {
      const input = parseInput(birthdayInputSchema, form.fields);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return await birthdaysService.create(app.db, app.storage, input, form.files.imagen);
    }),
  );

  app.put('/cumpleanos/:id', { config: { access: 'admin' } }, (request) =>
    withForm(request, ['imagen'], async (form) => {
      const { id } = parseInput(idParam, request.params);
      const input = parseInput(birthdayInputSchema, form.fields);
      return birthdaysService.update(app.db, app.storage, id, input, form.files.imagen);
    }),
  );

  app.delete('/cumpleanos/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await birthdaysService.remove(app.db, app.storage, id);
    return reply.code(204).send();
  });

  // 'Saludar' (issue 15): greetings only their recipient reads.
  app.post('/saludos', { config: { access: 'session', userLimit: 'saludos' } }, async (request, reply) => {
    const input = parseInput(greetingInputSchema, request.body);
    const sent = await sendGreeting(app.db, app.clock, currentUser(request), input);
    return reply.code(201).send(sent);
  });

  app.get('/saludos', { config: { access: 'session' } }, async (request) =>
    receivedGreetings(app.db, currentUser(request)),
  );

  app.post('/saludos/leidos', { config: { access: 'session' } }, async (request, reply) => {
    await markGreetingsRead(app.db, app.clock, currentUser(request));
    return reply.code(204).send();
  });
}
