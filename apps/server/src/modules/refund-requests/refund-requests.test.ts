import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { courseSections, lessonProgress, lessons, payments, refundRequests } from '../../db/schema.ts';
import { createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy, insertEvent } from '../orders/fixture.ts';
import { verdictOf } from './policy.ts';
import { ALREADY_ANSWERED, ALREADY_ASKED, REFUSALS, REQUEST_SENT } from './service.ts';

const DAY = 86_400_000;

/** A learner asks for a refund from My learning: the policy is checked, one request joins the staff queue. */
describe('learner refund requests', () => {
  let app: FastifyInstance;
  let database: Database;
  let staff: TestAccount;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    staff = await createAccountWithRole(app, database, 'staff');
  });
  afterAll(() => app.close());

  const ask = (
    user: { auth: Record<string, string> },
    orderId: string,
    reason = 'The course is not what I needed',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/refund-requests',
      headers: user.auth,
      payload: { orderId, reason },
    });
  const mine = async (user: { auth: Record<string, string> }) =>
    (await app.inject({ url: '/api/refund-requests/mine', headers: user.auth })).json().data as {
      orderId: string;
      verdict: { allowed: boolean; reason: string };
      requestedAt: string | null;
    }[];
  async function paidCourse(fee = 599) {
    const learner = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: fee, originalCourseFee: fee });
    const bought = await buy(app, learner, { courseId: course.id });
    expect(bought.verify).toBe(200);
    return { learner, course, orderId: bought.orderId };
  }

  it('needs a signed-in learner', async () => {
    expect((await app.inject({ url: '/api/refund-requests/mine' })).statusCode).toBe(401);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/refund-requests',
      payload: { orderId: '00000000-0000-4000-8000-000000000000', reason: 'Please' },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('records one request for a double click, and staff see it in the queue with the verdict', async () => {
    const { learner, orderId } = await paidCourse();
    // My learning lists the order by the provider's id, and asks with it.
    const listed = await app.inject({ url: '/api/payments/orders', headers: learner.auth });
    const shownId: string = listed.json().data[0].id;
    expect(shownId).toMatch(/^order_/);
    expect((await mine(learner)).find((s) => s.orderId === shownId)?.verdict).toMatchObject({
      allowed: true,
      reason: 'allowed',
    });

    const [first, second] = await Promise.all([ask(learner, shownId), ask(learner, orderId)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect([first.json().message, second.json().message].sort()).toEqual(
      [ALREADY_ASKED, REQUEST_SENT].sort(),
    );
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    const rows = await database.db
      .select()
      .from(refundRequests)
      .where(and(eq(refundRequests.paymentId, payment?.id ?? ''), eq(refundRequests.kind, 'learner')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({ reason: 'The course is not what I needed' });
    expect((await mine(learner)).find((s) => s.orderId === shownId)?.requestedAt).not.toBeNull();

    const queue = await app.inject({ url: '/api/admin/refund-queue?limit=50', headers: staff.auth });
    const items = queue.json().data as { request: { kind: string }; order: { id: string } }[];
    expect(items.find((i) => i.order.id === orderId)?.request.kind).toBe('learner');
    const order = (await app.inject({ url: `/api/admin/orders/${orderId}`, headers: staff.auth })).json()
      .data;
    expect(order.policy).toMatchObject({ allowed: true, reason: 'allowed' });

    // Staff refund it in full: the request is answered and the verdict now says so.
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: staff.auth,
      payload: { idempotencyKey: unique('learner-asked-') },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data.policy.reason).toBe('refunded');
    const again = await ask(learner, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_ANSWERED);
  });

  it("refuses after the window, in the learner's language, and queues nothing", async () => {
    const { learner, orderId } = await paidCourse();
    await database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3 * DAY - 60_000) })
      .where(eq(payments.orderId, orderId));
    const refused = await ask(learner, orderId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(REFUSALS.window_closed);
    expect(REFUSALS.window_closed).toContain('3 days');
    const tamil = await app.inject({
      method: 'POST',
      url: '/api/refund-requests',
      headers: { ...learner.auth, 'accept-language': 'ta' },
      payload: { orderId, reason: 'Too late?' },
    });
    expect(tamil.json().message).toContain('3 நாட்களுக்குள்');
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(
      await database.db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.paymentId, payment?.id ?? '')),
    ).toHaveLength(0);
    const staffView = (await app.inject({ url: `/api/admin/orders/${orderId}`, headers: staff.auth })).json()
      .data;
    expect(staffView.policy).toMatchObject({ allowed: false, reason: 'window_closed' });
  });

  it('refuses once a live session of the course was attended', async () => {
    const { learner, course, orderId } = await paidCourse();
    const [section] = await database.db
      .insert(courseSections)
      .values({ courseId: course.id, position: 0, title: 'Live' })
      .returning();
    const [live] = await database.db
      .insert(lessons)
      .values({
        courseId: course.id,
        sectionId: section?.id ?? '',
        position: 0,
        kind: 'live',
        title: 'Kick-off call',
        startsAt: new Date(Date.now() - DAY),
      })
      .returning();
    await database.db
      .insert(lessonProgress)
      .values({ userId: learner.id, lessonId: live?.id ?? '', courseId: course.id });
    const refused = await ask(learner, orderId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(REFUSALS.live_attended);
  });

  it('refuses workshops, and another learner cannot ask about your order', async () => {
    const learner = await createTestUser(app, database);
    const workshop = await insertEvent(database, { type: 'workshop', price: 499, originalPrice: 499 });
    const bought = await buy(app, learner, { eventId: workshop.id });
    expect(bought.verify).toBe(200);
    const refused = await ask(learner, bought.orderId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(REFUSALS.not_refundable);

    const stranger = await createTestUser(app, database);
    expect((await ask(stranger, bought.orderId)).statusCode).toBe(404);
    expect((await ask(stranger, 'not-an-id')).statusCode).toBe(404);
    const short = await ask(learner, bought.orderId, 'no');
    expect(short.statusCode).toBe(400);
  });

  it('says no once an event has started, and yes before', () => {
    const now = new Date();
    const paidAt = new Date(now.getTime() - DAY);
    const facts = (startDate: Date) => ({
      paidAt,
      refunded: 0,
      liveAttended: false,
      event: { type: 'webinar', startDate, cancelled: false },
    });
    expect(verdictOf(facts(new Date(now.getTime() + DAY)), now).reason).toBe('allowed');
    expect(verdictOf(facts(new Date(now.getTime() - 60_000)), now).reason).toBe('event_started');
    expect(verdictOf({ ...facts(new Date(now.getTime() + DAY)), paidAt: null }, now)).toMatchObject({
      allowed: false,
      reason: 'not_paid',
      deadline: null,
    });
  });
});
