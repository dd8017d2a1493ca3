import { failureSchema } from '@kalvi/shared';
import {
  eventCancelledSchema,
  instructorOptionsSchema,
  staffEventAnswerSchema,
  staffEventInputSchema,
  staffEventListQuerySchema,
  staffEventPageSchema,
  staffEventSavedSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { type StaffActor, staffActor } from '../../plugins/roles.ts';
import { writeAudit } from '../admin/audit.ts';
import { staffRoute } from '../admin/guard.ts';
import { assertOwnsEvent, instructorIdOf, NOT_YOURS } from '../admin/ownership.ts';
import {
  cancelStaffEvent,
  createStaffEvent,
  EVENT_CANCELLED,
  EVENT_CREATED,
  EVENT_SAVED,
  instructorOptions,
  listStaffEvents,
  readStaffEvent,
  type StaffEventDeps,
  updateStaffEvent,
} from './service.ts';

const idParams = z.object({ id: z.string().max(64) });
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

async function staffEventRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: StaffEventDeps = { db: app.db, log: app.log, readCache: app.readCache, mailer: app.mailer };

  /** An instructor works only on events of their own instructor record; staff on any. */
  async function ownInstructorId(actor: StaffActor): Promise<string | undefined> {
    if (actor.role !== 'instructor') return undefined;
    const own = await instructorIdOf(app.db, actor.id);
    if (!own) throw forbidden(NOT_YOURS);
    return own;
  }

  r.get(
    '/api/admin/events',
    staffRoute(app, 'events', {
      operationId: 'listStaffEvents',
      summary: 'Events, latest start first (an instructor sees their own)',
      querystring: staffEventListQuerySchema,
      response: { 200: staffEventPageSchema, 400: failureSchema },
    }),
    async (request) => {
      const actor = staffActor(request);
      // An instructor whose account no record names leads nothing yet: an empty list, not a refusal.
      const own =
        actor.role === 'instructor' ? ((await instructorIdOf(app.db, actor.id)) ?? NO_RECORD) : undefined;
      return {
        success: true as const,
        ...(await listStaffEvents(app.db, request.query, own)),
      };
    },
  );

  r.get(
    '/api/admin/events/instructors',
    staffRoute(app, 'events', {
      operationId: 'listEventInstructorOptions',
      summary: 'The instructor records an event may name (an instructor gets only their own)',
      response: { 200: instructorOptionsSchema },
    }),
    async (request) => {
      const actor = staffActor(request);
      const own =
        actor.role === 'instructor' ? ((await instructorIdOf(app.db, actor.id)) ?? NO_RECORD) : undefined;
      return { success: true as const, data: await instructorOptions(app.db, own) };
    },
  );

  r.get(
    '/api/admin/events/:id',
    staffRoute(app, 'events', {
      operationId: 'getStaffEvent',
      summary: 'One event with every field the form edits',
      params: idParams,
      response: { 200: staffEventAnswerSchema, 404: failureSchema },
    }),
    async (request) => {
      await assertOwnsEvent(app.db, staffActor(request), request.params.id);
      return { success: true as const, data: await readStaffEvent(app.db, request.params.id) };
    },
  );

  r.post(
    '/api/admin/events',
    staffRoute(app, 'events', {
      operationId: 'createStaffEvent',
      summary: 'Create an event',
      body: staffEventInputSchema,
      response: { 201: staffEventSavedSchema, 400: failureSchema, 422: failureSchema },
    }),
    async (request, reply) => {
      const actor = staffActor(request);
      const own = await ownInstructorId(actor);
      const data = await createStaffEvent(
        deps,
        { ...request.body, ...(own && { instructorId: own }) },
        (tx, before, after) =>
          writeAudit(tx, actor, {
            action: 'event.create',
            entityType: 'event',
            entityId: (after as { id: string }).id,
            before,
            after,
          }),
      );
      return reply.status(201).send({ success: true as const, message: EVENT_CREATED, data });
    },
  );

  r.put(
    '/api/admin/events/:id',
    staffRoute(app, 'events', {
      operationId: 'updateStaffEvent',
      summary: 'Save every field of an event; seats never below those registered',
      params: idParams,
      body: staffEventInputSchema,
      response: {
        200: staffEventSavedSchema,
        400: failureSchema,
        404: failureSchema,
        409: failureSchema,
        422: failureSchema,
      },
    }),
    async (request) => {
      const actor = staffActor(request);
      await assertOwnsEvent(app.db, actor, request.params.id);
      const own = await ownInstructorId(actor);
      const { id } = request.params;
      const body = { ...request.body, ...(own && { instructorId: own }) };
      const { after } = await updateStaffEvent(deps, id, body, (tx, before, change) =>
        writeAudit(tx, actor, {
          action: 'event.update',
          entityType: 'event',
          entityId: id,
          before,
          after: change,
        }),
      );
      return { success: true as const, message: EVENT_SAVED, data: after };
    },
  );

  r.post(
    '/api/admin/events/:id/cancel',
    staffRoute(app, 'events', {
      operationId: 'cancelStaffEvent',
      summary: 'Cancel an event: every enrolled learner is e-mailed, each paid seat joins the refund queue',
      params: idParams,
      response: { 200: eventCancelledSchema, 404: failureSchema, 409: failureSchema },
    }),
    async (request) => {
      const actor = staffActor(request);
      await assertOwnsEvent(app.db, actor, request.params.id);
      const { id } = request.params;
      const { after, learnersTold, refundsQueued } = await cancelStaffEvent(deps, id, (tx, before, change) =>
        writeAudit(tx, actor, {
          action: 'event.cancel',
          entityType: 'event',
          entityId: id,
          before,
          after: change,
        }),
      );
      return {
        success: true as const,
        message: EVENT_CANCELLED,
        data: { event: after, learnersTold, refundsQueued },
      };
    },
  );
}

export const staffEventsModule = fp(staffEventRoutes, {
  name: 'staff-events',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache],
  encapsulate: true,
});
