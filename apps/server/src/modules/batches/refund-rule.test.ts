import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, paymentOrders } from '../../db/schema.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { buy } from '../orders/fixture.ts';
import { REFUSALS } from '../refund-requests/service.ts';
import { emptyBatch, setCourseFee } from './enrolment-fixture.ts';
import { batchCourse, setSessionTimes } from './fixture.ts';

/*
 * The refund rule (docs/product/batches.md#the-refund-rule, docs/decisions/216): a learner who
 * joined a live session of their batch is refused a self-service refund, with the reason in
 * their language; staff can still refund, and it is audited.
 */

describe('the refund rule on attended sessions', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
    await setCourseFee(database, fx.course.id, 2999);
  });

  const ask = (user: { auth: Record<string, string> }, orderId: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/refund-requests',
      headers: { ...user.auth, 'accept-language': lang },
      payload: { orderId, reason: 'The timings do not suit me' },
    });
  const verdictOf = async (user: { auth: Record<string, string> }, orderId: string) => {
    const mine = (await app.inject({ url: '/api/refund-requests/mine', headers: user.auth })).json().data as {
      orderId: string;
      verdict: { reason: string };
    }[];
    return mine.find((s) => s.orderId === orderId)?.verdict.reason;
  };

  it('allows a refund before any session is joined, refuses it after, and lets staff refund', async () => {
    const { batch, session } = await emptyBatch(app, database, fx);
    const learner = await createTestUser(app, database);
    const bought = await buy(app, learner, { courseId: fx.course.id, batchId: batch.id });
    expect(bought.verify).toBe(200);
    const [order] = await database.db
      .select({ providerOrderId: paymentOrders.providerOrderId })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, bought.orderId));
    const providerOrderId = order?.providerOrderId ?? '';
    expect(await verdictOf(learner, providerOrderId)).toBe('allowed');

    // The learner joins the batch's first session in its window.
    const first = session(0);
    await setSessionTimes(
      database,
      first.id,
      new Date(Date.now() - 60_000),
      new Date(Date.now() + 3_600_000),
    );
    const joined = await app.inject({
      method: 'POST',
      url: `/api/live/${first.id}/join`,
      headers: learner.auth,
    });
    expect(joined.statusCode).toBe(200);

    expect(await verdictOf(learner, providerOrderId)).toBe('live_attended');
    const refused = await ask(learner, providerOrderId);
    expect([refused.statusCode, refused.json().message]).toEqual([422, REFUSALS.live_attended]);
    const tamil = await ask(learner, providerOrderId, 'ta');
    expect(tamil.statusCode).toBe(422);
    expect(tamil.json().message).not.toBe(REFUSALS.live_attended);
    expect(tamil.json().message).toMatch(/நேரலை வகுப்பில்/);

    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${bought.orderId}/refunds`,
      headers: fx.staff.auth,
      payload: { idempotencyKey: unique('attended-') },
    });
    expect(refunded.statusCode).toBe(200);
    const audited = await database.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, bought.orderId)));
    expect(audited).toEqual([{ actor: fx.staff.id }]);
  });
});
