import {
  enrollmentAnswerSchema,
  enrollmentRecordSchema,
  failureSchema,
  myLearningAnswerSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../lib/cache-control.ts';
import { signedIn, USER_SECURITY } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { type EnrollmentsDeps, myLearning, recordEnrollment } from './service.ts';

async function enrollmentRoutes(app: FastifyInstance): Promise<void> {
  const deps: EnrollmentsDeps = { db: app.db, invoiceLinks: app.invoiceLinks };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/enrollments',
    {
      onRequest: app.requireUser,
      config: perAccountPerMinute(60),
      schema: {
        tags: ['payments'],
        operationId: 'recordEnrollment',
        summary: 'The enrolment record for a verified course payment; answers the invoice link',
        security: USER_SECURITY,
        body: enrollmentRecordSchema,
        response: {
          200: enrollmentAnswerSchema,
          400: failureSchema,
          401: failureSchema,
          402: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request) => {
      const enrollment = await recordEnrollment(deps, signedIn(request).id, request.body);
      return { success: true as const, message: 'Enrollment successful! Invoice generated.', enrollment };
    },
  );

  r.get(
    '/api/enrollments/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        operationId: 'listMyLearning',
        summary: "The caller's enrolled courses and events, most recent first ('My learning')",
        security: USER_SECURITY,
        response: { 200: myLearningAnswerSchema, 401: failureSchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return { success: true as const, data: await myLearning(app.db, signedIn(request).id) };
    },
  );
}

export const enrollmentsModule = fp(enrollmentRoutes, {
  name: 'enrollments',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.payments],
  encapsulate: true,
});
