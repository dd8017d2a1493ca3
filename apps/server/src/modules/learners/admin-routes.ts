import { failureSchema, idParamsSchema } from '@kalvi/shared';
import {
  accountDisableInputSchema,
  learnerAnswerSchema,
  learnerChangeAnswerSchema,
  learnerListQuery,
  learnerPageAnswerSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { learnerDetail, learnerPage, setDisabled } from './service.ts';

/** The console's Learners page: search, a learner's page, disable and enable (staff and admins). */
async function learnerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/admin/learners',
    adminRoute(app, 'learners', {
      operationId: 'listLearners',
      summary: 'Accounts newest first, searched by name or e-mail, optionally only active or disabled ones',
      querystring: learnerListQuery,
      response: { 200: learnerPageAnswerSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await learnerPage(deps, request.query)),
  );

  r.get(
    '/api/admin/learners/:id',
    adminRoute(app, 'learners', {
      operationId: 'getLearner',
      summary: "A learner's enrolments, orders, reviews and live sessions",
      params: idParamsSchema,
      response: { 200: learnerAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await learnerDetail(deps, request.params.id)),
  );

  for (const [verb, disable] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    r.post(
      `/api/admin/learners/:id/${verb}`,
      adminRoute(app, 'learners', {
        operationId: disable ? 'disableAccount' : 'enableAccount',
        summary: disable
          ? 'Disable an account: its sessions end at once and it cannot sign in'
          : 'Enable a disabled account again (the learner signs in anew)',
        params: idParamsSchema,
        body: accountDisableInputSchema,
        response: {
          200: learnerChangeAnswerSchema,
          400: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      }),
      async (request) => {
        const { message, detail } = await setDisabled(
          deps,
          adminActor(request),
          request.params.id,
          disable,
          request.body.reason,
        );
        return answer(detail, message);
      },
    );
  }
}

export const learnersAdminModule = fp(learnerRoutes, {
  name: 'learners-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
