import { failureSchema, languageUpdateSchema, profileSchema, userAnswerSchema } from '@kalvi/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_BODY_LIMIT } from '../../lib/body-limits.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { PHOTO_TYPES, pictureRoute, sendPicture } from '../../lib/stored-picture.ts';
import { signedIn, USER_SECURITY } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { findAvatar, PHOTO_TOO_LARGE, updateLanguage, updateProfile } from './profile.ts';

/** The profile and its photo: /api/auth/profile and /api/auth/avatar/:userId. */
async function profileRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, readCache: app.readCache };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/auth/profile',
    {
      onRequest: app.requireUser,
      bodyLimit: PHOTO_BODY_LIMIT,
      // Only the photo can make this body large, so "too large" is said about the photo.
      errorHandler: (error: FastifyError, _request, _reply) => {
        if (error.statusCode === 413) throw new AppError(413, PHOTO_TOO_LARGE);
        throw error;
      },
      schema: {
        tags: ['auth'],
        operationId: 'updateProfile',
        summary: 'Update the profile; profilePicture is an image data URL of at most 5 MB',
        security: USER_SECURITY,
        body: profileSchema,
        response: { 200: userAnswerSchema, 400: failureSchema, 401: failureSchema, 413: failureSchema },
      },
    },
    async (request) => {
      const user = await updateProfile(deps, signedIn(request).id, request.body);
      return { success: true as const, user, message: 'Profile updated successfully!' };
    },
  );

  r.put(
    '/api/auth/profile/language',
    signedInRoute(app, 'auth', {
      operationId: 'updateLanguage',
      summary: 'The language (en or ta) the learner reads the product and its e-mails in',
      body: languageUpdateSchema,
      response: { 200: userAnswerSchema, 400: failureSchema },
    }),
    async (request) => {
      const { language } = request.body;
      const user = await updateLanguage(deps, signedIn(request).id, language);
      // The answer is already in the new language, as the next ones will be.
      request.user = { ...signedIn(request), language };
      return { success: true as const, user, message: 'Language updated' };
    },
  );

  r.get(
    '/api/auth/avatar/:userId',
    pictureRoute('auth', {
      operationId: 'getAvatar',
      summary: 'A profile photo (the URL carries a version, so it is cached for good)',
      params: z.object({ userId: z.uuid() }),
      produces: PHOTO_TYPES,
    }),
    async (request, reply) => {
      const avatar = await findAvatar(deps, request.params.userId);
      if (!avatar) throw notFound('No profile photo');
      return sendPicture(reply, avatar);
    },
  );
}

export const profileModule = fp(profileRoutes, {
  name: 'profile-routes',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache],
  encapsulate: true,
});
