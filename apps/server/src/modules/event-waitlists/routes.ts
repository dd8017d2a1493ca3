import {
  EVENT_ENROLLED,
  failureSchema,
  idParamsSchema,
  messageAnswerSchema,
  myWaitlistAnswerSchema,
  myWaitlistChangeAnswerSchema,
  WAITLIST_JOINED,
  WAITLIST_LEFT,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer, answerMessage } from '../../lib/answer.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { claimOffer, joinWaitlist, leaveWaitlist, myPlace, type WaitlistDeps } from './service.ts';

/** A full event's waitlist: the learner's place on it (docs/decisions/180-event-waitlists.md); the console's view is in admin-routes.ts. */
async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: WaitlistDeps = { db: app.db, readCache: app.readCache, jobs: app.jobs };

  r.get(
    '/api/events/waitlist/:id',
    signedInRoute(app, 'events', {
      operationId: 'myWaitlistPlace',
      summary: "The learner's place on a full event's waitlist, or their open seat offer and its deadline",
      params: idParamsSchema,
      response: { 200: myWaitlistAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await myPlace(deps, signedIn(request).id, request.params.id)),
  );

  r.post(
    '/api/events/waitlist/:id',
    signedInRoute(app, 'events', {
      operationId: 'joinWaitlist',
      summary: 'Join a full event’s waitlist, at the end of the line',
      description:
        '409 when the event has seats, has started, was cancelled, registration has closed, or the learner is already enrolled or waiting.',
      params: idParamsSchema,
      response: { 200: myWaitlistChangeAnswerSchema, 404: failureSchema, 409: failureSchema },
    }),
    async (request) =>
      answer(await joinWaitlist(deps, signedIn(request).id, request.params.id), WAITLIST_JOINED),
  );

  r.delete(
    '/api/events/waitlist/:id',
    signedInRoute(app, 'events', {
      operationId: 'leaveWaitlist',
      summary: 'Leave the waitlist; an open offer passes at once to the next in line',
      params: idParamsSchema,
      response: { 200: myWaitlistChangeAnswerSchema, 404: failureSchema },
    }),
    async (request) =>
      answer(await leaveWaitlist(deps, signedIn(request).id, request.params.id), WAITLIST_LEFT),
  );

  r.post(
    '/api/events/waitlist/:id/claim',
    signedInRoute(app, 'events', {
      operationId: 'claimWaitlistOffer',
      summary: 'Take the seat offered on a free event (a paid one is taken by paying for it)',
      params: idParamsSchema,
      response: { 200: messageAnswerSchema, 402: failureSchema, 404: failureSchema, 409: failureSchema },
    }),
    async (request) => {
      await claimOffer(deps, signedIn(request).id, request.params.id);
      return answerMessage(EVENT_ENROLLED);
    },
  );
}

export const eventWaitlistsModule = fp(waitlistRoutes, {
  name: 'event-waitlists',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache],
  encapsulate: true,
});
