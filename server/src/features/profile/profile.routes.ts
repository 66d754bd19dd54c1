import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { changePasswordSchema, profileUpdateSchema } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { withForm } from '../../plugins/uploads/form.js';
import { changePassword, getProfile, updateProfile } from './profile.service.js';

const profileQuery = z.object({ username: z.string().trim().max(60).optional() });

/** Spec §7 "Session and profile": the caller's profile and password. */
export async function profileRoutes(app: FastifyInstance) {
  // Readable while a temporary password must be changed: the change-password screen shows who you are.
  app.get('/user/profile', { config: { access: 'session', allowWhilePasswordChange: true } }, async (request) => {
    const { username } = parseInput(profileQuery, request.query);
    return getProfile(app.db, currentUser(request), username);
  });

  app.put('/user/profile/update', { config: { access: 'session' } }, (request) =>
    withForm(request, ['imagen_perfil'], async (form) => {
      const input = parseInput(profileUpdateSchema, form.fields);
      return updateProfile({ db: app.db, storage: app.storage }, currentUser(request), input, form.files.imagen_perfil);
    }),
  );

  app.post(
    '/user/change-password',
    {
      config: {
        access: 'session',
        allowWhilePasswordChange: true,
        // Guessing the current password through this form is throttled like the login.
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request) => `change-password:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const input = parseInput(changePasswordSchema, request.body);
      return changePassword(app.db, currentUser(request), request.sessionId, input);
    },
  );
}
