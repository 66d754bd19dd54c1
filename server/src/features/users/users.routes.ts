import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deviceMapSchema,
  idParam,
  importPreviewSchema,
  importQuerySchema,
  importResultSchema,
  temporaryPasswordSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
  workerSchema,
  workersPageSchema,
  workersQuerySchema,
} from '@intranet/contract';
import { isoAt } from '../../lib/clock.js';
import { CACHE_MAX_BYTES, VersionedJsonCache } from '../../lib/data-version.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { badRequest } from '../../plugins/errors.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import { previewImport, runImport } from './users.import.js';
import {
  createUser,
  deviceMap,
  getUser,
  listUsers,
  listWorkers,
  newDirectoryCounts,
  pageWorkers,
  setTemporaryPassword,
  updateUser,
} from './users.service.js';

const createForm = defineForm(userCreateSchema, ['imagen_perfil']);
const updateForm = defineForm(userUpdateSchema, ['imagen_perfil']);
/** The CSV travels as the file field `archivo`; the form has no text fields. */
const importForm = defineForm(z.object({}), ['archivo']);

/**
 * Users (admin), the workers directory and the device map (`GET /datos/dispositivos`),
 * plus the admin's temporary password and the CSV onboarding.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage };
  // A temporary password works for TEMP_PASSWORD_HOURS from now.
  const temporaryExpiresAt = () => isoAt(app.clock, app.config.temporaryPasswordMs);

  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Todos los usuarios, con sus datos de administración',
        response: { 200: z.array(userSchema) },
      },
    },
    async () => listUsers(app.db),
  );

  app.post(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Crear un usuario (foto opcional en imagen_perfil)',
        ...createForm.schema,
        response: { 201: userSchema },
      },
    },
    (request, reply) =>
      withForm(request, createForm, async (form) => {
        const user = await createUser(deps, form.fields, form.files.imagen_perfil, temporaryExpiresAt());
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return user;
      }),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Un usuario', params: idParam, response: { 200: userSchema } },
    },
    async (request) => getUser(app.db, request.params.id),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar un usuario (los campos ausentes conservan su valor; el correo no cambia)',
        params: idParam,
        ...updateForm.schema,
        response: { 200: userSchema },
      },
    },
    (request) =>
      withForm(request, updateForm, async (form) =>
        updateUser(deps, currentUser(request), request.params.id, form.fields, form.files.imagen_perfil),
      ),
  );

  app.post(
    '/users/:id/temporary-password',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Asignar una contraseña temporal: cierra las sesiones del usuario, que deberá cambiarla',
        params: idParam,
        body: temporaryPasswordSchema,
        response: { 200: userSchema },
      },
    },
    async (request) =>
      setTemporaryPassword(
        app.db,
        currentUser(request),
        request.sessionId,
        request.params.id,
        request.body.password,
        temporaryExpiresAt(),
      ),
  );

  app.post(
    '/users/import',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Alta masiva desde un CSV (archivo); con dry_run=true solo revisa el archivo y muestra las filas normalizadas',
        querystring: importQuerySchema,
        ...importForm.schema,
        response: { 200: importPreviewSchema, 201: importResultSchema },
      },
    },
    (request, reply) => {
      const dryRun = request.query.dry_run === 'true' || request.query.dry_run === '1';
      return withForm(request, importForm, async (form) => {
        const file = form.files.archivo;
        if (!file) throw badRequest('Seleccione un archivo CSV.', { archivo: 'Seleccione un archivo CSV.' });
        if (dryRun) return previewImport(app.db, file);
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return runImport(app.db, file, temporaryExpiresAt());
      });
    },
  );

  // The spec's full list, kept for other clients (the directory screen pages with /trabajadores); served from a
  // cache checked against the `users` data version, so 5,000 people are not read and serialized per call.
  const directory = new VersionedJsonCache('users', 1);
  app.get(
    '/trabajadores/all',
    {
      config: { access: 'session', dataVersions: ['users'] },
      schema: {
        summary: 'Directorio completo: las personas activas con sus datos públicos (con ETag)',
        response: { 200: z.array(workerSchema) },
      },
    },
    async (request, reply) => directory.send(request, reply, app.db, 'all', () => listWorkers(app.db)),
  );

  // This instance's caches (never shared through the module): the directory's match counts, and its pages as sent.
  const counts = newDirectoryCounts();
  const pages = new VersionedJsonCache('users', 256, CACHE_MAX_BYTES);
  app.get(
    '/trabajadores',
    {
      config: { access: 'session', dataVersions: ['users'] },
      schema: {
        summary: 'Una página del directorio: búsqueda por nombre, cargo o correo, filtros por área y sucursal',
        querystring: workersQuerySchema,
        response: { 200: workersPageSchema },
      },
    },
    // The same for every reader (public fields of active people): served from a cache checked against the `users`
    // data version, so a page costs the version read instead of the page query and the count's version read.
    async (request, reply) => {
      const q = request.query;
      const key = JSON.stringify([q.q ?? '', q.area ?? '', q.sucursal ?? '', q.pagina, q.por_pagina]);
      return pages.send(request, reply, app.db, key, () => pageWorkers({ db: app.db, counts }, q));
    },
  );

  app.get(
    '/datos/dispositivos',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Mapa RUT → dispositivo: completo para administradores, solo el propio para trabajadores',
        response: { 200: deviceMapSchema },
      },
    },
    async (request) => deviceMap(app.db, currentUser(request)),
  );
};
