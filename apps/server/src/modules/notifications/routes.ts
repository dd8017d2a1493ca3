import {
  ALL_NOTIFICATIONS_MARKED_READ,
  failureSchema,
  idParamsSchema,
  messageAnswerSchema,
  NOTIFICATION_MARKED_READ,
  NOTIFICATION_PREFERENCES_SAVED,
  notificationPageSchema,
  notificationPreferencesAnswerSchema,
  notificationPreferencesInputSchema,
  notificationsQuery,
  savedPreferencesAnswerSchema,
  UNSUBSCRIBE_LINK_INVALID,
  unreadCountAnswerSchema,
  unsubscribeQuery,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, answerMessage, answerPage } from '../../lib/answer.ts';
import { privateNoStore } from '../../lib/cache-control.ts';
import { badRequest } from '../../lib/errors.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import {
  listNotifications,
  markAllRead,
  markOneRead,
  type NotifyDeps,
  preferences,
  savePreferences,
  unreadCount,
  unsubscribe,
  unsubscribeTarget,
} from './service.ts';
import { confirmPage, donePage } from './texts.ts';
import { whatsappNumberRoutes } from './whatsapp-routes.ts';

/** The bell, the choices and one-click unsubscribe (docs/decisions/176-notifications-real-time.md). */
async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: NotifyDeps = { db: app.db, now: () => new Date(), enqueue: (job) => app.jobs.enqueue(job) };
  const tokenDeps = { db: app.db, secret: app.config.jwtSecret };

  r.get(
    '/api/notifications',
    signedInRoute(app, 'notifications', {
      operationId: 'listNotifications',
      summary: 'My notifications, newest first, one page at a time',
      querystring: notificationsQuery,
      response: { 200: notificationPageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await listNotifications(deps, signedIn(request).id, request.query)),
  );

  r.get(
    '/api/notifications/unread-count',
    signedInRoute(app, 'notifications', {
      operationId: 'countUnreadNotifications',
      summary: 'How many of my notifications are unread; send If-None-Match to get 304 while it is the same',
      response: { 200: unreadCountAnswerSchema },
    }),
    async (request, reply) => {
      // Revalidated every time (never stored without asking); the ETag plugin answers 304.
      reply.header('cache-control', 'private, no-cache');
      return answer({ unread: await unreadCount(deps, signedIn(request).id) });
    },
  );

  r.post(
    '/api/notifications/:id/read',
    signedInRoute(app, 'notifications', {
      operationId: 'markNotificationRead',
      summary: 'Mark one of my notifications read',
      params: idParamsSchema,
      response: { 200: messageAnswerSchema, 404: failureSchema },
    }),
    async (request) => {
      await markOneRead(deps, signedIn(request).id, request.params.id);
      return answerMessage(NOTIFICATION_MARKED_READ);
    },
  );

  r.post(
    '/api/notifications/read-all',
    signedInRoute(app, 'notifications', {
      operationId: 'markAllNotificationsRead',
      summary: 'Mark all my notifications read',
      response: { 200: messageAnswerSchema },
    }),
    async (request) => {
      await markAllRead(deps, signedIn(request).id);
      return answerMessage(ALL_NOTIFICATIONS_MARKED_READ);
    },
  );

  r.get(
    '/api/notifications/preferences',
    signedInRoute(app, 'notifications', {
      operationId: 'getNotificationPreferences',
      summary: 'My choices per kind (e-mail, WhatsApp) and my WhatsApp opt-in',
      response: { 200: notificationPreferencesAnswerSchema },
    }),
    async (request) => answer(await preferences(deps, signedIn(request).id)),
  );

  r.put(
    '/api/notifications/preferences',
    signedInRoute(app, 'notifications', {
      operationId: 'saveNotificationPreferences',
      summary: 'Change my choices for the kinds given',
      body: notificationPreferencesInputSchema,
      response: { 200: savedPreferencesAnswerSchema, 400: failureSchema },
    }),
    async (request) => {
      const data = await savePreferences(deps, signedIn(request).id, request.body);
      return answer(data, NOTIFICATION_PREFERENCES_SAVED);
    },
  );

  whatsappNumberRoutes(app, deps);

  // One-click unsubscribe (RFC 8058): no session; the signed token says who and what.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }
  const html = z.string();
  r.get(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'confirmUnsubscribe',
        // The signed token in the address is the credential; no session.
        security: [],
        summary: 'The page an unsubscribe link opens: asks before changing anything',
        querystring: unsubscribeQuery,
        response: { 200: html, 400: failureSchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const target = await unsubscribeTarget(tokenDeps, request.query.token);
      if (!target) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
      reply.type('text/html; charset=utf-8');
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return confirmPage(target.language, target.kind, action);
    },
  );

  r.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'unsubscribeOneClick',
        // The signed token in the address is the credential; no session.
        security: [],
        summary: 'One-click unsubscribe (List-Unsubscribe-Post): that kind stops coming by e-mail',
        querystring: unsubscribeQuery,
        response: { 200: html, 400: failureSchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const done = await unsubscribe(tokenDeps, request.query.token);
      reply.type('text/html; charset=utf-8');
      return donePage(done.language, done.kind);
    },
  );
}

export const notificationsModule = fp(notificationRoutes, {
  name: 'notifications',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.jobs],
  encapsulate: true,
});
