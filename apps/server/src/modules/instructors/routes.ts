import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { PHOTO_TYPES, pictureRoute, sendPicture } from '../../lib/stored-picture.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { findPhoto, NO_PHOTO } from './photo.ts';

/** The photo the catalogue and console show: public, and cached for good (its address carries a version). */
async function instructorPhotoRoute(app: FastifyInstance): Promise<void> {
  const deps: DbDeps = { db: app.db };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/instructors/:id/photo',
    pictureRoute('courses', {
      operationId: 'getInstructorPhoto',
      summary: "An instructor's photo (the address carries a version, so it is cached for good)",
      params: z.object({ id: z.uuid() }),
      produces: PHOTO_TYPES,
    }),
    async (request, reply) => {
      const photo = await findPhoto(deps, request.params.id);
      if (!photo) throw notFound(NO_PHOTO);
      return sendPicture(reply, photo);
    },
  );
}

export const instructorsModule = fp(instructorPhotoRoute, {
  name: 'instructors',
  dependencies: [PLUGIN.core],
  encapsulate: true,
});
