import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { events, paymentOrders } from '../../db/schema.ts';
import { createTestUser } from '../../test/harness.ts';
import { paymentsFixture, type TestUser } from './fixture.ts';

/** Issue 13, point 12: throwaway accounts must not be able to make an event look full unpaid. */
describe('payments', () => {
  const { fixture, addEvent, post, createOrder, checkoutAnswer, orderRow, seatsTaken } = paymentsFixture();
  let app: FastifyInstance;
  let database: Database;
  let buyer: TestUser;
  beforeAll(() => {
    ({ app, database, buyer } = fixture);
  });

  const learners = (n: number) => Promise.all(Array.from({ length: n }, () => createTestUser(app, database)));
  const liveHolds = async (eventId: string, userId?: string) =>
    (
      await database.db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.eventId, eventId),
            eq(paymentOrders.status, 'created'),
            userId ? eq(paymentOrders.userId, userId) : undefined,
          ),
        )
    ).filter((order) => order.holdExpiresAt !== null);

  describe('seat hold hoarding', () => {
    it('keeps one live hold per learner per event, even when the price changes between orders', async () => {
      const eventId = await addEvent({ maxParticipants: 10 });
      const first = await createOrder(buyer, { eventId });
      expect(first.res.statusCode).toBe(200);
      await database.db.update(events).set({ price: 1099 }).where(eq(events.id, eventId));

      const second = await createOrder(buyer, { eventId });
      expect(second.res.statusCode).toBe(200);
      expect(second.body.order.id).not.toBe(first.body.order.id);
      expect(second.body.order.amount).toBe(109900);
      // The old hold gave its seat back when the new one took it.
      expect((await orderRow(first.body.order.id))?.status).toBe('expired');
      expect(await liveHolds(eventId, buyer.id)).toHaveLength(1);
      expect(await seatsTaken(eventId)).toBe(1);
    });

    it('holds at most half the seats; later buyers still get an order and take a seat by paying', async () => {
      const eventId = await addEvent({ maxParticipants: 4 });
      const [a, b, c, d] = await learners(4);
      if (!a || !b || !c || !d) throw new Error('no learners');
      for (const learner of [a, b]) {
        const held = await createOrder(learner, { eventId });
        expect(held.res.statusCode).toBe(200);
        expect(held.body.message).toBe('Order created');
        expect(held.body.seatHeld).toBe(true);
      }
      expect(await seatsTaken(eventId)).toBe(2);

      // Two unpaid holds are the cap: the third order holds nothing, and says so.
      const unheld = await createOrder(c, { eventId });
      expect(unheld.res.statusCode).toBe(200);
      expect(unheld.body.message).toBe(
        'Order created. Many seats of this event are held by learners who are paying, so this seat is not held for you: it is yours if one is still free when your payment arrives.',
      );
      expect(unheld.body.seatHeld).toBe(false);
      expect(await seatsTaken(eventId)).toBe(2);
      expect((await orderRow(unheld.body.order.id))?.holdExpiresAt).toBeNull();
      // Asking again reuses the same order, still without a hold.
      expect((await createOrder(c, { eventId })).body.order.id).toBe(unheld.body.order.id);

      // The event never shows full while nobody has paid.
      const card = await app.inject({ method: 'GET', url: `/api/events/${eventId}` });
      expect(card.json().data).toMatchObject({ is_full: false, available_spots: 2 });

      // Paying for the unheld order takes a seat at that moment and enrols.
      const paid = await post(app, '/api/payments/verify-payment', c, checkoutAnswer(unheld.body.order.id));
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data.enrolledEvents).toContain(eventId);
      expect(await seatsTaken(eventId)).toBe(3);

      // The last seat: d's order is unheld (two holds still live), and d can still pay for it.
      const last = await createOrder(d, { eventId });
      expect(last.res.statusCode).toBe(200);
      const lastPaid = await post(app, '/api/payments/verify-payment', d, checkoutAnswer(last.body.order.id));
      expect(lastPaid.statusCode).toBe(200);
      expect(await seatsTaken(eventId)).toBe(4);

      // Now full: nobody else gets an order.
      const late = await createOrder((await learners(1))[0] as TestUser, { eventId });
      expect(late.res.statusCode).toBe(409);
      expect(late.body.message).toBe('This event is full');
    });

    it('never holds more than the cap when many learners order at once', async () => {
      const eventId = await addEvent({ maxParticipants: 6 });
      const crowd = await learners(8);
      const answers = await Promise.all(crowd.map((learner) => createOrder(learner, { eventId })));
      expect(answers.every((a) => a.res.statusCode === 200)).toBe(true);
      expect(await liveHolds(eventId)).toHaveLength(3);
      expect(await seatsTaken(eventId)).toBe(3);
    });
  });
});
