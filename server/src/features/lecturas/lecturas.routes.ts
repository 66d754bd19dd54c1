import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  lecturaAdminItemSchema,
  lecturaCreateSchema,
  lecturaEstadoQuerySchema,
  lecturaEstadoSchema,
  lecturaEvidenciaSchema,
  lecturaPendienteSchema,
  lecturaUpdateSchema,
  lecturaVerificacionSchema,
} from '@intranet/contract';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { isoAt } from '../../lib/clock.js';
import { ringBell, type BellTarget } from '../../lib/bell-events.js';
import { lecturaCsv, lecturaPdf } from './lecturas.export.js';
import {
  closeLectura,
  concernedByReading,
  confirmLectura,
  createLectura,
  lecturaEstado,
  listLecturas,
  pendingFor,
  updateLectura,
  verifyChain,
} from './lecturas.service.js';

const union = (a: BellTarget, b: BellTarget): BellTarget => (a === 'todos' || b === 'todos' ? 'todos' : [...a, ...b]);

/**
 * Mandatory reading: admin create/list/edit/close, the worker's pending list and confirmation,
 * the integrity check of the evidence chain and the compliance dashboard.
 */
export const lecturasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, clock: app.clock };

  app.get(
    '/lecturas',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Lecturas obligatorias, de la más reciente a la más antigua, con su avance',
        response: { 200: z.array(lecturaAdminItemSchema) },
      },
    },
    async () => listLecturas(deps),
  );

  app.post(
    '/lecturas',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Crear una lectura obligatoria (documento o noticia, audiencia y fecha límite)',
        body: lecturaCreateSchema,
        response: { 201: lecturaAdminItemSchema },
      },
    },
    async (request, reply) => {
      const created = await createLectura(deps, currentUser(request), request.body);
      await ringBell(app.events, await concernedByReading(app.db, created.id));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/lecturas/pendientes',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Las lecturas obligatorias pendientes de quien llama',
        response: { 200: z.array(lecturaPendienteSchema) },
      },
    },
    async (request) => pendingFor(deps, currentUser(request)),
  );

  app.get(
    '/lecturas/verificar',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Verificar la cadena de evidencias (hash de cada confirmación y cabeza)',
        response: { 200: lecturaVerificacionSchema },
      },
    },
    async () => verifyChain(app.db),
  );

  app.put(
    '/lecturas/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar la audiencia y la fecha límite de una lectura abierta',
        params: idParam,
        body: lecturaUpdateSchema,
        response: { 200: lecturaAdminItemSchema },
      },
    },
    async (request) => {
      const before = await concernedByReading(app.db, request.params.id);
      const updated = await updateLectura(deps, request.params.id, request.body);
      // Who joined and who left the audience (or saw the due date move).
      await ringBell(app.events, union(before, await concernedByReading(app.db, request.params.id)));
      return updated;
    },
  );

  app.post(
    '/lecturas/:id/cerrar',
    {
      config: { access: 'admin' },
      schema: { summary: 'Cerrar una lectura obligatoria', params: idParam, response: { 200: lecturaAdminItemSchema } },
    },
    async (request) => {
      const closed = await closeLectura(deps, request.params.id);
      await ringBell(app.events, await concernedByReading(app.db, request.params.id));
      return closed;
    },
  );

  app.post(
    '/lecturas/:id/confirmar',
    {
      config: { access: 'session' },
      schema: {
        summary: "Confirmar 'Leí y comprendí' (solo después de abrir la versión vigente); devuelve la evidencia",
        params: idParam,
        response: { 201: lecturaEvidenciaSchema },
      },
    },
    async (request, reply) => {
      const ua = request.headers['user-agent'];
      const user = currentUser(request);
      const evidence = await confirmLectura(deps, user, request.params.id, {
        ip: request.ip ?? null,
        navegador: typeof ua === 'string' ? ua : null,
      });
      // The person's other open pages drop the reading from their bell.
      await ringBell(app.events, [user.id]);
      return reply.code(201).send(evidence);
    },
  );

  app.get(
    '/lecturas/:id/estado',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Cumplimiento de una lectura obligatoria por persona, área y sucursal',
        params: idParam,
        querystring: lecturaEstadoQuerySchema,
        response: { 200: lecturaEstadoSchema },
      },
    },
    async (request) => lecturaEstado(deps, request.params.id, request.query),
  );
};

/** The compliance exports, written the route-schema way (docs/architecture.md). */
export const lecturasExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, clock: app.clock };

  app.get(
    '/lecturas/:id/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Estado de una lectura obligatoria en CSV (celdas con = + - @ neutralizadas)',
        params: idParam,
      },
    },
    async (request, reply) => {
      const csv = await lecturaCsv(deps, request.params.id);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="lectura-${request.params.id}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/lecturas/:id/reporte.pdf',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Reporte PDF de una lectura obligatoria: fecha, versión y hash de cabeza de la cadena',
        params: idParam,
      },
    },
    async (request, reply) => {
      const pdf = await lecturaPdf(deps, request.params.id, isoAt(app.clock));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="lectura-${request.params.id}.pdf"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
