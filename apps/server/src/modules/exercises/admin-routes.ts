import { exerciseInputSchema, failureSchema, idParam, idParamsSchema } from '@kalvi/shared';
import {
  adminExerciseAnswerSchema,
  adminExerciseSavedSchema,
  adminPracticePageSchema,
  adminPracticeQuery,
  adminSubmissionPageSchema,
  adminSubmissionQuery,
  exerciseCheckAnswerSchema,
  exerciseStatsAnswerSchema,
  judgeLanguagesAnswerSchema,
  practiceInputSchema,
  publishInputSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { EXERCISE_BODY_LIMIT } from '../../lib/body-limits.ts';
import { unavailable } from '../../lib/errors.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import {
  adminExercise,
  checkExercise,
  EXERCISE_SAVED,
  lessonExercise,
  PUBLISHED,
  practiceAdminPage,
  saveLessonExercise,
  savePractice,
  setPublished,
  UNPUBLISHED,
} from './admin-service.ts';
import { adminSubmissions, exerciseStats } from './admin-stats.ts';
import { JUDGE_UNAVAILABLE } from './service.ts';

const lessonParams = idParamsSchema.extend({ lessonId: idParam });
const SAVED = { 200: adminExerciseSavedSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema };

/** The console's exercise routes (docs/decisions/172-exercise-queue-and-access.md). */
async function exerciseAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const judge = () => app.judging.judge;

  r.get(
    '/api/admin/exercises/languages',
    adminRoute(app, 'curriculum', {
      operationId: 'listJudgeLanguages',
      summary: 'The languages the configured judge offers (Judge0 lists its own)',
      response: { 200: judgeLanguagesAnswerSchema, 503: failureSchema },
    }),
    async () => {
      const current = judge();
      if (!current) throw unavailable(JUDGE_UNAVAILABLE);
      return answer(await current.languages());
    },
  );

  r.get(
    '/api/admin/courses/:id/lessons/:lessonId/exercise',
    adminRoute(app, 'curriculum', {
      operationId: 'getLessonExercise',
      summary: "An exercise lesson's exercise with its hidden tests and reference solution",
      params: lessonParams,
      response: { 200: adminExerciseAnswerSchema, 404: failureSchema, 409: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      const { id, lessonId } = request.params;
      const data = await lessonExercise(deps, adminActor(request), id, lessonId);
      return answer(data);
    },
  );

  r.put(
    '/api/admin/courses/:id/lessons/:lessonId/exercise',
    {
      ...adminRoute(app, 'curriculum', {
        operationId: 'saveLessonExercise',
        summary: 'Create or replace the exercise of an exercise lesson (saved as a draft)',
        params: lessonParams,
        body: exerciseInputSchema,
        response: SAVED,
      }),
      bodyLimit: EXERCISE_BODY_LIMIT,
    },
    async (request) => {
      const { id, lessonId } = request.params;
      const data = await saveLessonExercise(deps, adminActor(request), id, lessonId, request.body);
      return answer(data, EXERCISE_SAVED);
    },
  );

  r.get(
    '/api/admin/practice',
    adminRoute(app, 'practice', {
      operationId: 'listAdminPracticeProblems',
      summary: 'Practice problems, drafts included, last changed first',
      querystring: adminPracticeQuery,
      response: { 200: adminPracticePageSchema, 400: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      return answerPage(await practiceAdminPage(deps, request.query));
    },
  );

  r.post(
    '/api/admin/practice',
    {
      ...adminRoute(app, 'practice', {
        operationId: 'createPracticeProblem',
        summary: 'Add a practice problem (as a draft)',
        body: practiceInputSchema,
        response: { ...SAVED, 201: adminExerciseSavedSchema },
      }),
      bodyLimit: EXERCISE_BODY_LIMIT,
    },
    async (request, reply) => {
      const data = await savePractice(deps, adminActor(request), null, request.body);
      return reply.status(201).send(answer(data, EXERCISE_SAVED));
    },
  );

  r.get(
    '/api/admin/practice/:id',
    adminRoute(app, 'practice', {
      operationId: 'getAdminPracticeProblem',
      summary: 'A practice problem with its hidden tests and reference solution',
      params: idParamsSchema,
      response: { 200: adminExerciseAnswerSchema, 404: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      return answer(await adminExercise(deps, adminActor(request), request.params.id));
    },
  );

  r.put(
    '/api/admin/practice/:id',
    {
      ...adminRoute(app, 'practice', {
        operationId: 'updatePracticeProblem',
        summary: 'Replace a practice problem (saved as a draft)',
        params: idParamsSchema,
        body: practiceInputSchema,
        response: SAVED,
      }),
      bodyLimit: EXERCISE_BODY_LIMIT,
    },
    async (request) => {
      const data = await savePractice(deps, adminActor(request), request.params.id, request.body);
      return answer(data, EXERCISE_SAVED);
    },
  );

  r.post(
    '/api/admin/exercises/:id/check',
    adminRoute(app, 'curriculum', {
      operationId: 'checkExercise',
      summary: 'Judge the reference solution and the starter code on every test',
      params: idParamsSchema,
      response: { 200: exerciseCheckAnswerSchema, 404: failureSchema, 503: failureSchema },
    }),
    async (request) => {
      return answer(await checkExercise(deps, judge(), adminActor(request), request.params.id));
    },
  );

  r.put(
    '/api/admin/exercises/:id/publish',
    adminRoute(app, 'curriculum', {
      operationId: 'publishExercise',
      summary: 'Publish (after the check passes) or unpublish an exercise',
      params: idParamsSchema,
      body: publishInputSchema,
      response: { ...SAVED, 503: failureSchema },
    }),
    async (request) => {
      const { published } = request.body;
      const data = await setPublished(deps, judge(), adminActor(request), request.params.id, published);
      return answer(data, published ? PUBLISHED : UNPUBLISHED);
    },
  );

  r.get(
    '/api/admin/exercises/:id/stats',
    adminRoute(app, 'curriculum', {
      operationId: 'getExerciseStats',
      summary: 'Attempts, solvers, acceptance rate and the most common failing test',
      params: idParamsSchema,
      response: { 200: exerciseStatsAnswerSchema, 404: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      return answer(await exerciseStats(deps, adminActor(request), request.params.id));
    },
  );

  r.get(
    '/api/admin/exercises/:id/submissions',
    adminRoute(app, 'curriculum', {
      operationId: 'listExerciseSubmissions',
      summary: "Learners' submissions of an exercise with their code, newest first",
      params: idParamsSchema,
      querystring: adminSubmissionQuery,
      response: { 200: adminSubmissionPageSchema, 400: failureSchema, 404: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      return answerPage(await adminSubmissions(deps, adminActor(request), request.params.id, request.query));
    },
  );
}

export const exercisesAdminModule = fp(exerciseAdminRoutes, {
  name: 'exercises-admin',
  dependencies: [PLUGIN.core, PLUGIN.roles, PLUGIN.judging],
  encapsulate: true,
});
