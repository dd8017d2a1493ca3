import {
  completionAnswerSchema,
  curriculumAnswerSchema,
  eventJoinAnswerSchema,
  failureSchema,
  idParam,
  lessonAnswerSchema,
  projectSubmissionAnswerSchema,
  projectSubmitSchema,
  quizResultAnswerSchema,
  quizSubmissionSchema,
  videoPositionAnswerSchema,
  videoPositionBodySchema,
  videoPositionSavedAnswerSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../lib/answer.ts';
import { optionalUserRoute, signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn, USER_SECURITY } from '../../plugins/auth.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { eventJoinLink } from './event-join.ts';
import { submitProject } from './projects.ts';
import { submitQuiz } from './quiz.ts';
import { completeLesson, curriculum, openLesson } from './service.ts';
import { saveVideoPosition, videoPosition } from './video-positions.ts';

const lessonParams = z.object({ lessonId: idParam });
const refusals = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
};
/** Enough for a learner clicking through lessons; a script hammering grading is stopped. */
const WRITE_LIMIT = perAccountPerMinute(30);
const POSITION_LIMIT = perAccountPerMinute(30);

async function classroomRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const tags = ['classroom'];

  r.get(
    '/api/curriculum/:courseId',
    optionalUserRoute(app, 'classroom', {
      operationId: 'getCurriculum',
      summary: "A course's sections and lessons; locked and finished lessons marked for the caller",
      params: z.object({ courseId: idParam }),
      response: { 200: curriculumAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await curriculum(deps, request.user?.id ?? null, request.params.courseId)),
  );

  r.get(
    '/api/lessons/:lessonId',
    optionalUserRoute(app, 'classroom', {
      operationId: 'openLesson',
      summary: 'One lesson: previews for anyone, the rest for enrolled learners; quiz answers never included',
      params: lessonParams,
      response: { 200: lessonAnswerSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema },
    }),
    async (request) =>
      answer(
        await openLesson(deps, request.user?.id ?? null, request.params.lessonId, requestLanguage(request)),
      ),
  );

  r.post(
    '/api/lessons/:lessonId/complete',
    {
      onRequest: app.requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        operationId: 'completeLesson',
        summary: 'Mark a video, reading or live session as complete',
        security: USER_SECURITY,
        params: lessonParams,
        response: { 200: completionAnswerSchema, ...refusals, 429: failureSchema },
      },
    },
    async (request) => {
      const data = await completeLesson(deps, signedIn(request).id, request.params.lessonId);
      await announceCertificate(app, data.certificateId);
      return answer(data, 'Lesson marked as complete');
    },
  );

  r.get(
    '/api/lessons/:lessonId/video-position',
    signedInRoute(app, 'classroom', {
      operationId: 'getVideoPosition',
      summary: 'Where the caller stopped in a video lesson (null when never played)',
      params: lessonParams,
      response: { 200: videoPositionAnswerSchema, ...refusals },
    }),
    async (request) => answer(await videoPosition(deps, signedIn(request).id, request.params.lessonId)),
  );

  r.put(
    '/api/lessons/:lessonId/video-position',
    {
      ...signedInRoute(app, 'classroom', {
        operationId: 'saveVideoPosition',
        summary: 'Save where the caller stopped in a video lesson, as the player reports it',
        params: lessonParams,
        body: videoPositionBodySchema,
        response: { 200: videoPositionSavedAnswerSchema, ...refusals, 429: failureSchema },
      }),
      // The player reports every 15 s and on pause: four or five a minute from one tab.
      config: POSITION_LIMIT,
    },
    async (request) =>
      answer(
        await saveVideoPosition(deps, signedIn(request).id, request.params.lessonId, request.body),
        'Where you stopped is saved',
      ),
  );

  r.post(
    '/api/lessons/:lessonId/quiz',
    {
      onRequest: app.requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        operationId: 'submitQuiz',
        summary: 'Grade a quiz attempt on the server',
        security: USER_SECURITY,
        params: lessonParams,
        body: quizSubmissionSchema,
        response: { 200: quizResultAnswerSchema, ...refusals, 429: failureSchema },
      },
    },
    async (request) => {
      const data = await submitQuiz(
        deps,
        signedIn(request).id,
        request.params.lessonId,
        request.body.answers,
      );
      await announceCertificate(app, data.certificateId);
      return answer(data, data.passed ? 'You passed the quiz' : 'Not passed yet');
    },
  );

  r.post(
    '/api/lessons/:lessonId/project',
    {
      onRequest: app.requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        operationId: 'submitProject',
        summary: 'Hand in a project link for an instructor to review',
        security: USER_SECURITY,
        params: lessonParams,
        body: projectSubmitSchema,
        response: { 201: projectSubmissionAnswerSchema, ...refusals, 429: failureSchema },
      },
    },
    async (request, reply) => {
      const data = await submitProject(deps, signedIn(request).id, request.params.lessonId, request.body.url);
      return reply.status(201).send(answer(data, 'Project submitted for review'));
    },
  );

  r.get(
    '/api/join-links/events/:eventId',
    signedInRoute(app, 'classroom', {
      operationId: 'getEventJoinLink',
      summary: "An online event's join link: enrolled learners only, from 15 minutes before the start",
      params: z.object({ eventId: idParam }),
      response: {
        200: eventJoinAnswerSchema,
        400: failureSchema,
        403: failureSchema,
        404: failureSchema,
      },
      cache: 'private, no-store',
    }),
    async (request) => answer(await eventJoinLink(deps, signedIn(request).id, request.params.eventId)),
  );
}

export const classroomModule = fp(classroomRoutes, {
  name: 'classroom',
  dependencies: [PLUGIN.core, PLUGIN.auth],
  encapsulate: true,
});

/** A certificate issued by this completion gets its e-mail (docs/decisions/131); the sweep catches a lost one. */
async function announceCertificate(app: FastifyInstance, certificateId: string | null): Promise<void> {
  if (!certificateId) return;
  await app.jobs
    .enqueue({ kind: 'certificate-issued', certificateId })
    .catch((err) => app.log.error({ err, certificateId }, 'certificate mail not queued'));
}
