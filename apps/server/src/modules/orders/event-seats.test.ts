import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { eventEnrollments, paymentOrders } from '../../db/schema.ts';
import type { RazorpayStub } from '../../test/razorpay-stub.ts';
import { DAY, paymentsFixture, type TestUser } from './fixture.ts';

describe('payments', () => {
  const { fixture, addEvent, post, createOrder, checkoutAnswer, orderRow, paymentRows, seatsTaken } =
    paymentsFixture();
  let stub: RazorpayStub;
  let app: FastifyInstance;
  let database: Database;
  let buyer: TestUser;
  let other: TestUser;
  beforeAll(() => {
    ({ stub, app, database, buyer, other } = fixture);
  });

  describe('event seats', () => {
    it('holds the last seat for the first buyer; the second is refused before any order is made', async () => {
      const eventId = await addEvent({ maxParticipants: 1 });
      const first = await createOrder(buyer, { eventId, amount: 999 });
      expect(first.res.statusCode).toBe(200);
      expect(first.body.order.amount).toBe(99900);
      expect(await seatsTaken(eventId)).toBe(1);

      const again = await createOrder(buyer, { eventId });
      expect(again.body.order.id).toBe(first.body.order.id);
      expect(await seatsTaken(eventId)).toBe(1);

      const before = stub.requests.length;
      const second = await createOrder(other, { eventId });
      expect(second.res.statusCode).toBe(409);
      expect(second.body.message).toBe('This event is full');
      expect(stub.requests.length).toBe(before);

      const paid = await post(
        app,
        '/api/payments/verify-payment',
        buyer,
        checkoutAnswer(first.body.order.id),
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data.enrolledEvents).toContain(eventId);
      expect(await seatsTaken(eventId)).toBe(1);
    });

    it('two buyers racing for the last seat: one order, one 409', async () => {
      const eventId = await addEvent({ maxParticipants: 1 });
      const [a, b] = await Promise.all([createOrder(buyer, { eventId }), createOrder(other, { eventId })]);
      expect([a.res.statusCode, b.res.statusCode].sort()).toEqual([200, 409]);
      expect(await seatsTaken(eventId)).toBe(1);
      const orders = await database.db.select().from(paymentOrders).where(eq(paymentOrders.eventId, eventId));
      expect(orders).toHaveLength(1);
    });

    it('releases a lapsed hold to the next buyer; the late payer is recorded for a refund, not enrolled', async () => {
      const eventId = await addEvent({ maxParticipants: 1 });
      const late = await createOrder(buyer, { eventId });
      await database.db
        .update(paymentOrders)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(paymentOrders.providerOrderId, late.body.order.id));

      const next = await createOrder(other, { eventId });
      expect(next.res.statusCode).toBe(200);
      expect((await orderRow(late.body.order.id))?.status).toBe('expired');
      expect(await seatsTaken(eventId)).toBe(1);

      const res = await post(app, '/api/payments/verify-payment', buyer, checkoutAnswer(late.body.order.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/refunded/);
      expect(await paymentRows(late.body.order.id)).toHaveLength(1);
      expect((await orderRow(late.body.order.id))?.status).toBe('paid');
      const enrolled = await database.db
        .select()
        .from(eventEnrollments)
        .where(and(eq(eventEnrollments.eventId, eventId), eq(eventEnrollments.userId, buyer.id)));
      expect(enrolled).toHaveLength(0);
      expect(await seatsTaken(eventId)).toBe(1);
    });

    it('a lapsed hold still enrols when a seat is free at payment time', async () => {
      const eventId = await addEvent({ maxParticipants: 2 });
      const { body } = await createOrder(buyer, { eventId });
      await database.db
        .update(paymentOrders)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(paymentOrders.providerOrderId, body.order.id));
      // Another buyer's create-order sweeps the lapsed hold away.
      await createOrder(other, { eventId });
      expect((await orderRow(body.order.id))?.status).toBe('expired');
      expect(await seatsTaken(eventId)).toBe(1);

      const res = await post(app, '/api/payments/verify-payment', buyer, checkoutAnswer(body.order.id));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.enrolledEvents).toContain(eventId);
      expect(await seatsTaken(eventId)).toBe(2);
    });

    it('refuses events that are not upcoming or whose registration has closed, and free events', async () => {
      const started = await addEvent({
        startDate: new Date(Date.now() - DAY),
        registrationDeadline: new Date(Date.now() - 2 * DAY),
      });
      expect((await createOrder(buyer, { eventId: started })).res.statusCode).toBe(409);
      const closed = await addEvent({ registrationDeadline: new Date(Date.now() - 1000) });
      const res = await createOrder(buyer, { eventId: closed });
      expect(res.res.statusCode).toBe(409);
      expect(res.body.message).toBe('Registration for this event has closed');
      const cancelled = await addEvent({ cancelled: true });
      expect((await createOrder(buyer, { eventId: cancelled })).res.statusCode).toBe(409);
      const free = await addEvent({ isFree: true, price: 0, originalPrice: 0 });
      expect((await createOrder(buyer, { eventId: free })).res.statusCode).toBe(400);
      expect(await seatsTaken(closed)).toBe(0);
    });
  });
});
