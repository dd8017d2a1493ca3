import {
  failureSchema,
  idParamsSchema,
  moderatedPostAnswerSchema,
  POST_HIDDEN,
  POST_RESTORED,
  questionInboxAnswerSchema,
  questionInboxQuery,
} from '@kalvi/shared';
import { moderationInputSchema } from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { listInbox, setPostHidden } from './inbox-service.ts';

/** The console's Questions inbox and moderation (docs/decisions/175-lesson-questions.md). */
async function questionsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/admin/questions',
    adminRoute(app, 'questions', {
      operationId: 'listQuestionInbox',
      summary: 'Questions on the courses I teach (staff: all), unanswered and oldest first',
      querystring: questionInboxQuery,
      response: { 200: questionInboxAnswerSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await listInbox(deps, adminActor(request), request.query)),
  );

  for (const kind of ['question', 'answer'] as const) {
    for (const [verb, hidden] of [
      ['hide', true],
      ['restore', false],
    ] as const) {
      r.post(
        `/api/admin/${kind}s/:id/${verb}`,
        adminRoute(app, 'questions', {
          operationId: `${verb}${kind === 'question' ? 'Question' : 'Answer'}`,
          summary: `${kind}: ${hidden ? 'hide from learners, with a reason' : 'show again to learners'}`,
          params: idParamsSchema,
          body: moderationInputSchema,
          response: { 200: moderatedPostAnswerSchema, 400: failureSchema, 404: failureSchema },
        }),
        async (request) =>
          answer(
            await setPostHidden(
              deps,
              adminActor(request),
              kind,
              request.params.id,
              hidden,
              request.body.reason,
            ),
            hidden ? POST_HIDDEN : POST_RESTORED,
          ),
      );
    }
  }
}

export const questionsAdminModule = fp(questionsAdminRoutes, {
  name: 'questions-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
