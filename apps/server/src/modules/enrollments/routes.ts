import {
  enrollmentAnswerSchema,
  enrollmentRecordSchema,
  failureSchema,
  myLearningAnswerSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer } from '../../lib/answer.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { type EnrollmentsDeps, myLearning, recordEnrollment } from './service.ts';

async function enrollmentRoutes(app: FastifyInstance): Promise<void> {
  const deps: EnrollmentsDeps = { db: app.db, invoiceLinks: app.invoiceLinks };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/enrollments',
    {
      ...signedInRoute(app, 'payments', {
        operationId: 'recordEnrollment',
        summary: 'The enrolment record for a verified course payment; answers the invoice link',
        body: enrollmentRecordSchema,
        response: {
          200: enrollmentAnswerSchema,
          400: failureSchema,
          402: failureSchema,
          429: failureSchema,
        },
      }),
      config: perAccountPerMinute(60),
    },
    async (request) => {
      const enrollment = await recordEnrollment(deps, signedIn(request).id, request.body);
      return { success: true as const, message: 'Enrollment successful! Invoice generated.', enrollment };
    },
  );

  r.get(
    '/api/enrollments/mine',
    signedInRoute(app, 'payments', {
      operationId: 'listMyLearning',
      summary: "The caller's enrolled courses and events, most recent first ('My learning')",
      response: { 200: myLearningAnswerSchema },
      cache: 'private, no-store',
    }),
    async (request) => answer(await myLearning(deps, signedIn(request).id)),
  );
}

export const enrollmentsModule = fp(enrollmentRoutes, {
  name: 'enrollments',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.payments],
  encapsulate: true,
});
