import { BATCH_CANCELLED_DONE, BATCH_IS_CANCELLED } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, batchSessions, notifications, payments, refundRequests } from '../../db/schema.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { buy } from '../orders/fixture.ts';
import { emptyBatch, membersOf, setCourseFee } from './enrolment-fixture.ts';
import { addMember, batchCourse } from './fixture.ts';

/*
 * Cancelling a whole batch (docs/product/batches.md#cancelling-a-batch, docs/decisions/216):
 * every session cancelled (the feed says STATUS:CANCELLED), every member told in Kalvi and by
 * e-mail, paid members' payments in the refund queue with a move offered; nothing changes after.
 */

describe('cancelling a whole batch', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
    await setCourseFee(database, fx.course.id, 1499);
  });

  const cancel = (batchId: string, headers: Record<string, string>, payload: object = {}) =>
    app.inject({ method: 'POST', url: `/api/admin/batches/${batchId}/cancel`, headers, payload });

  it('cancels sessions, tells every member, queues paid refunds with a move offered', async () => {
    const { batch, sessions } = await emptyBatch(app, database, fx);
    const payer = await createTestUser(app, database);
    const bought = await buy(app, payer, { courseId: fx.course.id, batchId: batch.id });
    expect(bought.verify).toBe(200);
    await addMember(database, batch.id, fx.learner.id);

    const res = await cancel(batch.id, fx.staff.auth, { reason: 'The instructor is unwell' });
    expect([res.statusCode, res.json().message]).toEqual([200, BATCH_CANCELLED_DONE]);

    const rows = await database.db
      .select({ status: batchSessions.status, sequence: batchSessions.sequence })
      .from(batchSessions)
      .where(eq(batchSessions.batchId, batch.id));
    expect(rows).toHaveLength(sessions.length);
    expect(rows.every((r) => r.status === 'cancelled' && r.sequence === 1)).toBe(true);

    const queued = await database.db
      .select({ kind: refundRequests.kind, details: refundRequests.details })
      .from(refundRequests)
      .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
      .where(eq(payments.orderId, bought.orderId));
    expect(queued).toEqual([{ kind: 'batch_cancelled', details: { batchId: batch.id, offer: 'move' } }]);

    for (const userId of [payer.id, fx.learner.id]) {
      const told = await database.db
        .select({ kind: notifications.kind, mail: notifications.mail })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.key, `batch-cancelled:${batch.id}:${userId}`),
          ),
        );
      expect(told).toHaveLength(1);
      expect(told[0]?.kind).toBe('batch');
      expect(JSON.stringify(told[0]?.mail)).toContain('The instructor is unwell');
    }
    const [audit] = await database.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'batch.cancel'), eq(auditLog.entityId, batch.id)));
    expect(audit?.actor).toBe(fx.staff.id);

    // The learner's calendar feed, parsed as a calendar app would, marks every session cancelled.
    const link = (await app.inject({ url: '/api/me/calendar', headers: payer.auth })).json().data;
    const feed = await app.inject({ url: new URL(link.feedUrl).pathname });
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const statuses = calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('status'));
    expect(statuses).toHaveLength(sessions.length);
    expect(new Set(statuses)).toEqual(new Set(['CANCELLED']));
  });

  it('changes nothing of a cancelled batch afterwards, and tells a Tamil reader so in Tamil', async () => {
    const { batch, session } = await emptyBatch(app, database, fx);
    await addMember(database, batch.id, fx.learner.id);
    expect((await cancel(batch.id, fx.staff.auth)).statusCode).toBe(200);

    const again = await cancel(batch.id, fx.staff.auth);
    expect([again.statusCode, again.json().message]).toEqual([409, BATCH_IS_CANCELLED]);
    const tamil = await cancel(batch.id, { ...fx.staff.auth, 'accept-language': 'ta' });
    expect(tamil.json().message).toBe('இந்தத் தொகுப்பு ரத்து செய்யப்பட்டது; அதை மாற்ற முடியாது');
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/admin/batches/${batch.id}`,
      headers: fx.staff.auth,
      payload: { seats: 50 },
    });
    expect(edit.statusCode).toBe(409);
    const reschedule = await app.inject({
      method: 'POST',
      url: `/api/admin/batch-sessions/${session(0).id}/cancel`,
      headers: fx.staff.auth,
    });
    expect(reschedule.statusCode).toBe(409);
    expect(await membersOf(database, batch.id)).toEqual([fx.learner.id]);
  });

  it('refuses a long reason, a learner, and an instructor of another course', async () => {
    const { batch } = await emptyBatch(app, database, fx);
    const long = await cancel(batch.id, fx.staff.auth, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((await cancel(batch.id, fx.learner.auth)).statusCode).toBe(403);
    const other = await batchCourse(app, database);
    expect((await cancel(batch.id, other.instructorAccount.auth)).statusCode).toBe(403);
    const unknown = await cancel('00000000-0000-4000-8000-000000000000', fx.staff.auth);
    expect(unknown.statusCode).toBe(404);
  });
});
