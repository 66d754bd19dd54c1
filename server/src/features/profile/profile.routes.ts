import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  passwordChangedSchema,
  profileQuerySchema,
  profileSchema,
  profileUpdateSchema,
} from '@intranet/contract';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import { changePassword, getProfile, updateProfile } from './profile.service.js';

const profileForm = defineForm(profileUpdateSchema, ['imagen_perfil']);

/** The caller's profile and password (an admin may also read another person's profile by `username`). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readable while a temporary password must be changed: the change-password screen shows who you are.
  app.get(
    '/user/profile',
    {
      config: { access: 'session', allowDuringAccountSetup: true },
      schema: {
        summary: 'El perfil de quien llama (o, para administradores, el de `username`)',
        querystring: profileQuerySchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => getProfile(app.db, currentUser(request), request.query.username),
  );

  app.put(
    '/user/profile/update',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Modificar el teléfono propio, su visibilidad y la foto',
        ...profileForm.schema,
        response: { 200: profileSchema },
      },
    },
    (request) =>
      withForm(request, profileForm, async (form) =>
        updateProfile(
          { db: app.db, storage: app.storage },
          currentUser(request),
          form.fields,
          form.files.imagen_perfil,
        ),
      ),
  );

  app.post(
    '/user/change-password',
    {
      config: {
        access: 'session',
        allowDuringAccountSetup: true,
        // Guessing the current password through this form is throttled like the login.
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request) => `change-password:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        summary: 'Cambiar la contraseña propia (las demás sesiones se cierran)',
        body: changePasswordSchema,
        response: { 200: passwordChangedSchema },
      },
    },
    async (request) => changePassword(app.db, currentUser(request), request.sessionId, request.body),
  );
};
