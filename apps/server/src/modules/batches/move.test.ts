import {
  BATCH_FULL,
  BATCH_MEMBER_MOVED,
  BATCH_MOVE_TOO_LATE,
  BATCH_MOVE_USED,
  BATCH_MOVED,
  BATCH_NOT_MEMBER,
  BATCH_OF_ANOTHER_COURSE,
  BATCH_STARTED,
} from '@kalvi/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, notifications, payments, refundRequests } from '../../db/schema.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { buy } from '../orders/fixture.ts';
import { emptyBatch, membersOf, setCourseFee } from './enrolment-fixture.ts';
import { addMember, batchCourse, setSessionTimes } from './fixture.ts';

/*
 * Moving to another batch (docs/product/batches.md#moving-to-another-batch, docs/decisions/216):
 * the learner once, before their batch starts, into an open batch of the course with a seat
 * that has not started; staff anyone at any time. Both audited and mailed.
 */

describe('moving to another batch', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
    await setCourseFee(database, fx.course.id, 1499);
  });

  const move = (user: { auth: Record<string, string> }, from: string, toBatchId: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/me/batches/${from}/move`,
      headers: { ...user.auth, 'accept-language': lang },
      payload: { toBatchId },
    });
  const staffMove = (from: string, userId: string, toBatchId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/batches/${from}/members/${userId}/move`,
      headers: fx.staff.auth,
      payload: { toBatchId },
    });

  it('lets the learner move once, audited and mailed, then refuses a second move', async () => {
    const [a, b, c] = [
      await emptyBatch(app, database, fx),
      await emptyBatch(app, database, fx),
      await emptyBatch(app, database, fx),
    ];
    const learner = await createTestUser(app, database);
    await addMember(database, a.batch.id, learner.id);

    const moved = await move(learner, a.batch.id, b.batch.id);
    expect([moved.statusCode, moved.json().message]).toEqual([200, BATCH_MOVED]);
    expect(await membersOf(database, a.batch.id)).toEqual([]);
    expect(await membersOf(database, b.batch.id)).toEqual([learner.id]);
    // The batch page offers no second move.
    const page = await app.inject({ url: `/api/me/batches/${b.batch.id}`, headers: learner.auth });
    expect([page.statusCode, page.json().data.batch.movesLeft]).toEqual([200, 0]);
    const audited = await database.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'batch.move'), eq(auditLog.entityId, `${a.batch.id}:${learner.id}`)));
    expect(audited).toEqual([{ actor: learner.id }]);
    const told = await database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.key, `batch-moved:${a.batch.id}:${b.batch.id}:${learner.id}`));
    expect(told).toEqual([{ kind: 'batch' }]);

    const second = await move(learner, b.batch.id, c.batch.id, 'ta');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'நீங்கள் ஏற்கெனவே ஒரு முறை தொகுப்பை மாற்றிவிட்டீர்கள்; மீண்டும் மாற்ற அகாடமியிடம் கேளுங்கள்',
    );
    expect((await move(learner, b.batch.id, c.batch.id)).json().message).toBe(BATCH_MOVE_USED);

    // Staff can still move them, at any time.
    const byStaff = await staffMove(b.batch.id, learner.id, c.batch.id);
    expect([byStaff.statusCode, byStaff.json().message]).toEqual([200, BATCH_MEMBER_MOVED]);
    expect(await membersOf(database, c.batch.id)).toEqual([learner.id]);
  });

  it('refuses a move out of a started batch, into a full, started or foreign one, or by a stranger', async () => {
    const [from, full, started] = [
      await emptyBatch(app, database, fx),
      await emptyBatch(app, database, fx, { seats: 1 }),
      await emptyBatch(app, database, fx),
    ];
    const learner = await createTestUser(app, database);
    await addMember(database, from.batch.id, learner.id);
    await addMember(database, full.batch.id, fx.learner.id);
    const other = await emptyBatch(app, database, await batchCourse(app, database));

    const intoFull = await move(learner, from.batch.id, full.batch.id);
    expect([intoFull.statusCode, intoFull.json().message]).toEqual([409, BATCH_FULL]);
    const foreign = await move(learner, from.batch.id, other.batch.id);
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, BATCH_OF_ANOTHER_COURSE]);
    const stranger = await move(fx.stranger, from.batch.id, started.batch.id);
    expect([stranger.statusCode, stranger.json().message]).toEqual([403, BATCH_NOT_MEMBER]);

    const past = [new Date(Date.now() - 3_600_000), new Date(Date.now() - 60_000)] as const;
    await setSessionTimes(database, started.session(0).id, ...past);
    const intoStarted = await move(learner, from.batch.id, started.batch.id);
    expect([intoStarted.statusCode, intoStarted.json().message]).toEqual([409, BATCH_STARTED]);
    // Staff may move into a started batch of the course.
    expect((await staffMove(from.batch.id, learner.id, started.batch.id)).statusCode).toBe(200);

    await addMember(database, started.batch.id, fx.stranger.id);
    const outOfStarted = await move(fx.stranger, started.batch.id, from.batch.id);
    expect([outOfStarted.statusCode, outOfStarted.json().message]).toEqual([409, BATCH_MOVE_TOO_LATE]);
  });

  it('refuses the learner a move once they have joined the first session, in its 15 minutes before the start', async () => {
    const [from, to] = [await emptyBatch(app, database, fx), await emptyBatch(app, database, fx)];
    const learner = await createTestUser(app, database);
    await addMember(database, from.batch.id, learner.id);
    const soon = [new Date(Date.now() + 10 * 60_000), new Date(Date.now() + 100 * 60_000)] as const;
    await setSessionTimes(database, from.session(0).id, ...soon);
    const pageBefore = await app.inject({ url: `/api/me/batches/${from.batch.id}`, headers: learner.auth });
    expect(pageBefore.json().data.batch.movesLeft).toBe(1);

    const joined = await app.inject({
      method: 'POST',
      url: `/api/live/${from.session(0).id}/join`,
      headers: learner.auth,
    });
    expect(joined.statusCode).toBe(200);
    const page = await app.inject({ url: `/api/me/batches/${from.batch.id}`, headers: learner.auth });
    expect(page.json().data.batch.movesLeft).toBe(0);
    const late = await move(learner, from.batch.id, to.batch.id);
    expect([late.statusCode, late.json().message]).toEqual([409, BATCH_MOVE_TOO_LATE]);
    expect(await membersOf(database, from.batch.id)).toEqual([learner.id]);
  });

  it('lets a paid learner of a cancelled batch move instead of the refund, which settles it', async () => {
    const [doomed, next] = [await emptyBatch(app, database, fx), await emptyBatch(app, database, fx)];
    const payer = await createTestUser(app, database);
    const bought = await buy(app, payer, { courseId: fx.course.id, batchId: doomed.batch.id });
    expect(bought.verify).toBe(200);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/batches/${doomed.batch.id}/cancel`,
      headers: fx.staff.auth,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);

    const moved = await move(payer, doomed.batch.id, next.batch.id);
    expect(moved.statusCode).toBe(200);
    expect(await membersOf(database, next.batch.id)).toEqual([payer.id]);
    const open = await database.db
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
      .where(and(eq(payments.orderId, bought.orderId), isNull(refundRequests.resolvedAt)));
    expect(open).toEqual([]);
  });
});
