import {
  BATCH_CANCELLED,
  BATCH_CHOICE_NEEDED,
  BATCH_CLOSED,
  BATCH_DEADLINE_PASSED,
  BATCH_FILLED_WHILE_PAYING,
  BATCH_FULL,
  BATCH_OF_ANOTHER_COURSE,
  BATCH_STARTED,
} from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { courseEnrollments, paymentOrders, payments, refundRequests } from '../../db/schema.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { buy, payThroughTestGateway } from '../orders/fixture.ts';
import { createOrder, emptyBatch, membersOf, setBatch, setCourseFee } from './enrolment-fixture.ts';
import { batchCourse, setSessionTimes } from './fixture.ts';

/*
 * Choosing a batch at checkout (docs/product/batches.md#choosing-a-batch-at-checkout,
 * docs/decisions/215): the seat is held while paying, taken exactly under races, and paying
 * puts the learner in the batch; every refusal is a 4xx in the reader's language.
 */

describe('choosing a batch at checkout', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;
  const course = () => fx.course.id;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
    await setCourseFee(database, fx.course.id, 499);
  });

  it('asks for a batch when the course has one taking learners, in the reader’s language', async () => {
    await emptyBatch(app, database, fx);
    const none = await createOrder(app, fx.learner, { courseId: course() });
    expect([none.statusCode, none.json().message]).toEqual([400, BATCH_CHOICE_NEEDED]);
    const tamil = await createOrder(app, fx.learner, { courseId: course() }, 'ta');
    expect([tamil.statusCode, tamil.json().message]).toEqual([
      400,
      'இந்தப் பாடநெறிக்கு ஒரு தொகுப்பைத் தேர்ந்தெடுங்கள்',
    ]);
  });

  it('refuses a batch of another course, closed, cancelled, past its deadline, started or full', async () => {
    const other = await batchCourse(app, database);
    const foreign = await emptyBatch(app, database, other);
    const wrong = await createOrder(app, fx.learner, { courseId: course(), batchId: foreign.batch.id });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, BATCH_OF_ANOTHER_COURSE]);

    const cases: [Parameters<typeof setBatch>[2], string][] = [
      [{ status: 'closed' }, BATCH_CLOSED],
      [{ status: 'cancelled' }, BATCH_CANCELLED],
      [{ enrolmentDeadline: new Date(Date.now() - 60_000) }, BATCH_DEADLINE_PASSED],
    ];
    for (const [fields, message] of cases) {
      const { batch } = await emptyBatch(app, database, fx);
      await setBatch(database, batch.id, fields);
      const res = await createOrder(app, fx.learner, { courseId: course(), batchId: batch.id });
      expect([res.statusCode, res.json().message]).toEqual([409, message]);
    }

    const started = await emptyBatch(app, database, fx);
    const first = started.session(0);
    await setSessionTimes(
      database,
      first.id,
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() - 60_000),
    );
    const late = await createOrder(app, fx.learner, { courseId: course(), batchId: started.batch.id });
    expect([late.statusCode, late.json().message]).toEqual([409, BATCH_STARTED]);

    const full = await emptyBatch(app, database, fx, { seats: 1 });
    const taker = await createTestUser(app, database);
    expect((await createOrder(app, taker, { courseId: course(), batchId: full.batch.id })).statusCode).toBe(
      200,
    );
    const refused = await createOrder(app, fx.learner, { courseId: course(), batchId: full.batch.id }, 'ta');
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'இந்தத் தொகுப்பில் இடங்கள் நிரம்பிவிட்டன']);
    const english = await createOrder(app, fx.learner, { courseId: course(), batchId: full.batch.id });
    expect(english.json().message).toBe(BATCH_FULL);
  });

  it('holds the seat while paying, then puts the payer in the batch with an invoice', async () => {
    const { batch } = await emptyBatch(app, database, fx, { seats: 5 });
    const learner = await createTestUser(app, database);
    const bought = await buy(app, learner, { courseId: course(), batchId: batch.id });
    expect(bought.verify).toBe(200);
    expect(bought.amount).toBe(49_900);
    expect(await membersOf(database, batch.id)).toEqual([learner.id]);
    const [order] = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, bought.orderId));
    expect(order?.batchId).toBe(batch.id);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, bought.orderId));
    expect(payment?.invoiceSerial).toMatch(/^INV\//);
    const enrolled = await database.db
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, learner.id), eq(courseEnrollments.courseId, course())));
    expect(enrolled).toHaveLength(1);
  });

  it('gives two learners racing for the last seat exactly one order', async () => {
    const { batch } = await emptyBatch(app, database, fx, { seats: 1 });
    const [a, b] = await Promise.all([createTestUser(app, database), createTestUser(app, database)]);
    const answers = await Promise.all(
      [a, b].map((who) => createOrder(app, who, { courseId: course(), batchId: batch.id })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(BATCH_FULL);
    const winner = answers[0]?.statusCode === 200 ? a : b;
    const paid = await payThroughTestGateway(
      app,
      winner,
      answers.find((r) => r.statusCode === 200)?.json().order.id,
    );
    expect(paid.statusCode).toBe(200);
    expect(await membersOf(database, batch.id)).toEqual([winner.id]);
  });

  it('gives two free learners racing for the last seat exactly one place', async () => {
    await setCourseFee(database, fx.course.id, 0);
    try {
      const { batch } = await emptyBatch(app, database, fx, { seats: 1 });
      const [a, b] = await Promise.all([createTestUser(app, database), createTestUser(app, database)]);
      const answers = await Promise.all(
        [a, b].map((who) =>
          app.inject({
            method: 'POST',
            url: `/api/courses/enroll/${course()}`,
            headers: who.auth,
            payload: { batchId: batch.id },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await membersOf(database, batch.id)).toHaveLength(1);
      const without = await app.inject({
        method: 'POST',
        url: `/api/courses/enroll/${course()}`,
        headers: fx.stranger.auth,
      });
      expect([without.statusCode, without.json().message]).toEqual([400, BATCH_CHOICE_NEEDED]);
    } finally {
      await setCourseFee(database, fx.course.id, 499);
    }
  });

  it('refunds a payment whose hold lapsed after the batch filled, and enrols nothing', async () => {
    const { batch } = await emptyBatch(app, database, fx, { seats: 1 });
    const [late, early] = await Promise.all([createTestUser(app, database), createTestUser(app, database)]);
    const created = await createOrder(app, late, { courseId: course(), batchId: batch.id });
    expect(created.statusCode).toBe(200);
    const providerOrderId: string = created.json().order.id;
    await database.db
      .update(paymentOrders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.providerOrderId, providerOrderId));
    expect((await buy(app, early, { courseId: course(), batchId: batch.id })).verify).toBe(200);

    const paid = await payThroughTestGateway(app, late, providerOrderId);
    expect([paid.statusCode, paid.json().message]).toEqual([409, BATCH_FILLED_WHILE_PAYING]);
    expect(await membersOf(database, batch.id)).toEqual([early.id]);
    const queued = await database.db
      .select({ details: refundRequests.details })
      .from(refundRequests)
      .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
      .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
      .where(eq(paymentOrders.providerOrderId, providerOrderId));
    expect(queued.map((q) => q.details)).toEqual([{ cause: 'batch_full' }]);
  });
});
