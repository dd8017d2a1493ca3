import {
  draftInputSchema,
  exerciseAnswerSchema,
  failureSchema,
  hintAnswerSchema,
  idParam,
  idParamsSchema,
  messageAnswerSchema,
  practiceListQuery,
  practicePageAnswerSchema,
  practiceTopicsAnswerSchema,
  runInputSchema,
  solvedCountAnswerSchema,
  submissionAnswerSchema,
  submissionCreatedAnswerSchema,
  submissionPageAnswerSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, answerMessage, answerPage } from '../../lib/answer.ts';
import { optionalUserRoute, signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { practiceBySlug, practicePage, practiceTopics } from './practice.ts';
import {
  createSubmission,
  DRAFT_SAVED,
  getExercise,
  getSubmission,
  mySubmissions,
  QUEUED,
  revealHint,
  saveDraft,
  solvedCount,
} from './service.ts';
import { startSubmissionSweeper } from './sweeper.ts';

/** A learner's runs and submits per minute (docs/decisions/172-exercise-queue-and-access.md). */
export const SUBMISSIONS_PER_MINUTE = 10;
const refusals = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** /api/exercises and /api/practice: reading, drafting, running and submitting code. */
async function exerciseRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exercises'];
  const deps = { db: app.db, judging: app.judging };
  const me = (request: { user: { id: string } | null }) => request.user?.id ?? null;
  startSubmissionSweeper(app);

  r.get(
    '/api/exercises/:id',
    optionalUserRoute(app, 'exercises', {
      operationId: 'getExercise',
      summary: 'An exercise in the reader’s language: sample tests in full, hidden ones only counted',
      params: idParamsSchema,
      response: { 200: exerciseAnswerSchema, ...refusals },
    }),
    async (request) =>
      answer(await getExercise(deps, me(request), request.params.id, requestLanguage(request))),
  );

  r.put(
    '/api/exercises/:id/draft',
    {
      ...signedInRoute(app, 'exercises', {
        operationId: 'saveExerciseDraft',
        summary: 'Keep the learner’s draft of an exercise on the server',
        params: idParamsSchema,
        body: draftInputSchema,
        response: { 200: messageAnswerSchema, ...refusals, 429: failureSchema },
      }),
      config: perAccountPerMinute(30),
    },
    async (request) => {
      await saveDraft(deps, signedIn(request).id, request.params.id, request.body.code);
      return answerMessage(DRAFT_SAVED);
    },
  );

  r.post(
    '/api/exercises/:id/submissions',
    {
      ...signedInRoute(app, 'exercises', {
        operationId: 'submitExerciseCode',
        summary: 'Queue a run (sample tests) or a submit (every test) of the learner’s code',
        params: idParamsSchema,
        body: runInputSchema,
        response: {
          202: submissionCreatedAnswerSchema,
          ...refusals,
          409: failureSchema,
          429: failureSchema,
          503: failureSchema,
        },
        cache: 'no-store',
      }),
      config: perAccountPerMinute(SUBMISSIONS_PER_MINUTE),
    },
    async (request, reply) => {
      const data = await createSubmission(
        deps,
        signedIn(request).id,
        request.params.id,
        request.body,
        requestLanguage(request),
      );
      return reply.status(202).send(answer(data, QUEUED));
    },
  );

  r.get(
    '/api/exercise-submissions/:submissionId',
    signedInRoute(app, 'exercises', {
      operationId: 'getExerciseSubmission',
      summary: 'One submission while it is queued, running or done; hidden tests show verdict and time only',
      params: z.object({ submissionId: idParam }),
      response: { 200: submissionAnswerSchema, 404: failureSchema },
      cache: 'no-store',
    }),
    async (request) =>
      answer(
        await getSubmission(
          deps,
          signedIn(request).id,
          request.params.submissionId,
          requestLanguage(request),
        ),
      ),
  );

  r.get(
    '/api/exercises/:id/submissions',
    signedInRoute(app, 'exercises', {
      operationId: 'listMyExerciseSubmissions',
      summary: 'The learner’s own submissions of an exercise, newest first',
      params: idParamsSchema,
      querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
      response: { 200: submissionPageAnswerSchema, ...refusals },
      cache: 'private, no-store',
    }),
    async (request) => {
      const page = await mySubmissions(
        deps,
        signedIn(request).id,
        request.params.id,
        request.query.page,
        requestLanguage(request),
      );
      return answerPage(page);
    },
  );

  r.post(
    '/api/exercises/:id/hints',
    {
      ...signedInRoute(app, 'exercises', {
        operationId: 'revealExerciseHint',
        summary: 'Reveal the next hint; answers every hint revealed so far',
        params: idParamsSchema,
        response: { 200: hintAnswerSchema, ...refusals, 409: failureSchema, 429: failureSchema },
      }),
      config: perAccountPerMinute(30),
    },
    async (request) => {
      const { message, hints } = await revealHint(
        deps,
        signedIn(request).id,
        request.params.id,
        requestLanguage(request),
      );
      return answer({ hints }, message);
    },
  );

  r.get(
    '/api/exercises/solved-count',
    signedInRoute(app, 'exercises', {
      operationId: 'getSolvedExerciseCount',
      summary: 'How many exercises the signed-in learner has solved, for the profile',
      response: { 200: solvedCountAnswerSchema },
      cache: 'private, no-store',
    }),
    async (request) => answer({ solved: await solvedCount(deps, signedIn(request).id) }),
  );

  r.get(
    '/api/practice',
    optionalUserRoute(app, 'exercises', {
      operationId: 'listPracticeSet',
      summary: 'Published practice problems by language, topic and difficulty; solved marks when signed in',
      querystring: practiceListQuery,
      response: { 200: practicePageAnswerSchema, 400: failureSchema },
    }),
    async (request) => {
      const page = await practicePage(deps, me(request), request.query, requestLanguage(request));
      return answerPage(page);
    },
  );

  r.get(
    '/api/practice/topics',
    {
      schema: {
        tags,
        operationId: 'listPracticeTopics',
        summary: 'The topics of the published practice problems, for the filter',
        security: [],
        response: { 200: practiceTopicsAnswerSchema, 400: failureSchema },
      },
    },
    async () => answer(await practiceTopics(deps)),
  );

  r.get(
    '/api/practice/:slug',
    optionalUserRoute(app, 'exercises', {
      operationId: 'getPracticeProblem',
      summary: 'A practice problem by its address, as GET /api/exercises/:id answers it',
      params: z.object({ slug: z.string().max(80) }),
      response: { 200: exerciseAnswerSchema, 404: failureSchema },
    }),
    async (request) =>
      answer(await practiceBySlug(deps, me(request), request.params.slug, requestLanguage(request))),
  );
}

export const exercisesModule = fp(exerciseRoutes, {
  name: 'exercises',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.judging, PLUGIN.leader],
  encapsulate: true,
});
