import {
  ACCEPT_CLEARED,
  ANSWER_ACCEPTED,
  ANSWER_DELETED,
  ANSWER_POSTED,
  ANSWER_SAVED,
  acceptInputSchema,
  answerInputSchema,
  answerSavedAnswerSchema,
  failureSchema,
  idParamsSchema,
  messageAnswerSchema,
  POST_REPORTED,
  QUESTION_DELETED,
  QUESTION_POSTED,
  QUESTION_SAVED,
  questionEditSchema,
  questionInputSchema,
  questionListQuery,
  questionPageAnswerSchema,
  questionSavedAnswerSchema,
  questionThreadAnswerSchema,
  reportInputSchema,
  VOTE_COUNTED,
  VOTE_TAKEN_BACK,
  voteAnswerSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer, answerMessage, answerPage } from '../../lib/answer.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { acceptAnswer, answerAndTellAsker, deleteAnswer, editAnswer } from './answer-service.ts';
import { askQuestion, deleteQuestion, editQuestion, listQuestions, readThread } from './service.ts';
import { reportPost, setVote } from './vote-service.ts';

/** Questions and answers on lessons (docs/decisions/175-lesson-questions.md). */

const refusals = { 400: failureSchema, 403: failureSchema, 404: failureSchema };
const changes = { ...refusals, 409: failureSchema, 429: failureSchema };
/** A learner asks a few questions an hour; a script posting in a loop is stopped at once. */
const ASK_LIMIT = perAccountPerMinute(5);
const ANSWER_LIMIT = perAccountPerMinute(10);
const EDIT_LIMIT = perAccountPerMinute(20);
const VOTE_LIMIT = perAccountPerMinute(60);
const REPORT_LIMIT = perAccountPerMinute(10);

async function questionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const answerDeps = { ...deps, log: app.log, jobs: app.jobs, appUrl: app.config.appUrl };

  r.get(
    '/api/lessons/:id/questions',
    signedInRoute(app, 'questions', {
      operationId: 'listLessonQuestions',
      summary: "A lesson's questions (or its course's), sorted, searched and paged",
      params: idParamsSchema,
      querystring: questionListQuery,
      response: { 200: questionPageAnswerSchema, ...refusals },
    }),
    async (request) =>
      answerPage(await listQuestions(deps, signedIn(request).id, request.params.id, request.query)),
  );

  r.post(
    '/api/lessons/:id/questions',
    {
      ...signedInRoute(app, 'questions', {
        operationId: 'askQuestion',
        summary: 'Ask a question on a lesson, from an exercise with the latest submission attached',
        params: idParamsSchema,
        body: questionInputSchema,
        response: { 201: questionSavedAnswerSchema, ...changes },
      }),
      config: ASK_LIMIT,
    },
    async (request, reply) => {
      const data = await askQuestion(deps, signedIn(request).id, request.params.id, request.body);
      return reply.status(201).send(answer(data, QUESTION_POSTED));
    },
  );

  r.get(
    '/api/questions/:id',
    signedInRoute(app, 'questions', {
      operationId: 'readQuestion',
      summary: 'A question with its answers',
      params: idParamsSchema,
      response: { 200: questionThreadAnswerSchema, ...refusals },
    }),
    async (request) => answer(await readThread(deps, signedIn(request).id, request.params.id)),
  );

  r.patch(
    '/api/questions/:id',
    {
      ...signedInRoute(app, 'questions', {
        operationId: 'editQuestion',
        summary: 'Change my question while its edit window is open',
        params: idParamsSchema,
        body: questionEditSchema,
        response: { 200: questionSavedAnswerSchema, ...changes },
      }),
      config: EDIT_LIMIT,
    },
    async (request) =>
      answer(await editQuestion(deps, signedIn(request).id, request.params.id, request.body), QUESTION_SAVED),
  );

  r.delete(
    '/api/questions/:id',
    {
      ...signedInRoute(app, 'questions', {
        operationId: 'deleteQuestion',
        summary: 'Delete my question while its window is open and nobody has answered',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...changes },
      }),
      config: EDIT_LIMIT,
    },
    async (request) => {
      await deleteQuestion(deps, signedIn(request).id, request.params.id);
      return answerMessage(QUESTION_DELETED);
    },
  );

  r.post(
    '/api/questions/:id/answers',
    {
      ...signedInRoute(app, 'questions', {
        operationId: 'answerQuestion',
        summary: "Answer a question; the course's instructor's and staff's answers are marked",
        params: idParamsSchema,
        body: answerInputSchema,
        response: { 201: answerSavedAnswerSchema, ...changes },
      }),
      config: ANSWER_LIMIT,
    },
    async (request, reply) => {
      const data = await answerAndTellAsker(
        answerDeps,
        signedIn(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(answer(data, ANSWER_POSTED));
    },
  );

  r.patch(
    '/api/answers/:id',
    {
      ...signedInRoute(app, 'questions', {
        operationId: 'editAnswer',
        summary: 'Change my answer while its edit window is open',
        params: idParamsSchema,
        body: answerInputSchema,
        response: { 200: answerSavedAnswerSchema, ...changes },
      }),
      config: EDIT_LIMIT,
    },
    async (request) =>
      answer(await editAnswer(deps, signedIn(request).id, request.params.id, request.body), ANSWER_SAVED),
  );

  r.delete(
    '/api/answers/:id',
    {
      ...signedInRoute(app, 'questions', {
        operationId: 'deleteAnswer',
        summary: 'Delete my answer while its window is open, unless it is accepted',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...changes },
      }),
      config: EDIT_LIMIT,
    },
    async (request) => {
      await deleteAnswer(deps, signedIn(request).id, request.params.id);
      return answerMessage(ANSWER_DELETED);
    },
  );

  r.put(
    '/api/questions/:id/accepted',
    {
      ...signedInRoute(app, 'questions', {
        operationId: 'acceptAnswer',
        summary: 'The asker accepts one answer (another replaces it) or none',
        params: idParamsSchema,
        body: acceptInputSchema,
        response: { 200: questionSavedAnswerSchema, ...changes },
      }),
      config: EDIT_LIMIT,
    },
    async (request) => {
      const { answerId } = request.body;
      const data = await acceptAnswer(deps, signedIn(request).id, request.params.id, answerId);
      return answer(data, answerId ? ANSWER_ACCEPTED : ACCEPT_CLEARED);
    },
  );

  for (const kind of ['question', 'answer'] as const) {
    const noun = kind === 'question' ? 'Question' : 'Answer';
    for (const [method, on] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      r[method](
        `/api/${kind}s/:id/vote`,
        {
          ...signedInRoute(app, 'questions', {
            operationId: `${on ? 'vote' : 'unvote'}${noun}`,
            summary: `${noun}: ${on ? 'upvote, once per person' : 'take back my vote'}`,
            params: idParamsSchema,
            response: { 200: voteAnswerSchema, ...changes },
          }),
          config: VOTE_LIMIT,
        },
        async (request) =>
          answer(
            await setVote(deps, signedIn(request).id, kind, request.params.id, on),
            on ? VOTE_COUNTED : VOTE_TAKEN_BACK,
          ),
      );
    }
    r.post(
      `/api/${kind}s/:id/report`,
      {
        ...signedInRoute(app, 'questions', {
          operationId: `report${noun}`,
          summary: `Report a ${kind} to staff`,
          params: idParamsSchema,
          body: reportInputSchema,
          response: { 200: messageAnswerSchema, ...changes },
        }),
        config: REPORT_LIMIT,
      },
      async (request) => {
        await reportPost(deps, signedIn(request).id, kind, request.params.id, request.body.reason);
        return answerMessage(POST_REPORTED);
      },
    );
  }
}

export const questionsModule = fp(questionRoutes, {
  name: 'questions',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.jobs],
  encapsulate: true,
});
