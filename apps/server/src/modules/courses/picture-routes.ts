import { COURSE_IMAGE_TYPES } from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { pictureRoute, sendPicture } from '../../lib/stored-picture.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { findCoursePicture } from './image.ts';

export const NO_PICTURE = 'This course has no picture';

/**
 * GET /api/course-images/:id: a course's uploaded picture, for the catalogue and the console.
 * Its address carries the picture's version (`?v=`), so browsers and shared caches keep it for
 * good; a new upload is a new address.
 */
async function coursePictureRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/course-images/:id',
    pictureRoute('courses', {
      operationId: 'getCourseImage',
      summary: 'A course picture (the URL carries a version, so it is cached for good)',
      params: z.object({ id: z.uuid() }),
      produces: COURSE_IMAGE_TYPES,
    }),
    async (request, reply) => {
      const picture = await findCoursePicture(deps, request.params.id);
      if (!picture) throw notFound(NO_PICTURE);
      return sendPicture(reply, picture);
    },
  );
}

export const coursePicturesModule = fp(coursePictureRoutes, {
  name: 'course-pictures',
  dependencies: [PLUGIN.core],
  encapsulate: true,
});
