import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventEnrollments, paymentOrders } from '../../db/schema.ts';
import { buy } from '../orders/fixture.ts';
import { releaseExpiredHolds } from '../orders/holds.ts';
import {
  app,
  database,
  freeSeats,
  fullEvent,
  HOUR,
  join,
  learners,
  lineOf,
  place,
  seatsTaken,
  useWaitlistApp,
} from './fixture.ts';

useWaitlistApp();

const createOrder = (eventId: string, who: { auth: { authorization: string } }) =>
  app.inject({ method: 'POST', url: '/api/payments/create-order', headers: who.auth, payload: { eventId } });

async function paidLine() {
  const event = await fullEvent({ isFree: false, price: 500, originalPrice: 500 });
  const [a, b] = await learners(2);
  if (!a || !b) throw new Error('no learners');
  await join(event.id, a);
  await join(event.id, b);
  await freeSeats(event.id, 1);
  return { event, a, b };
}

describe('a paid event’s offer is taken by paying', () => {
  it('lets only the offered learner order the seat, held until the offer’s deadline, and pay for it', async () => {
    const { event, a, b } = await paidLine();
    const free = await app.inject({
      method: 'POST',
      url: `/api/events/waitlist/${event.id}/claim`,
      headers: a.auth,
    });
    expect(free.statusCode).toBe(402);

    const refused = await createOrder(event.id, b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This event is full');

    const deadline = (await place(event.id, a)).offerExpiresAt;
    const paid = await buy(app, a, { eventId: event.id });
    expect(paid.verify).toBe(200);
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, paid.orderId));
    expect(order?.holdExpiresAt?.toISOString()).toBe(deadline);
    expect(order?.status).toBe('paid');
    const enrolled = await database.db
      .select()
      .from(eventEnrollments)
      .where(eq(eventEnrollments.eventId, event.id));
    expect(enrolled.map((e) => e.userId)).toEqual([a.id]);
    expect((await lineOf(event.id)).map((e) => e.status)).toEqual(['claimed', 'waiting']);
    expect(await seatsTaken(event.id)).toBe(5);
  });

  it('passes the seat to the next in line when the offered learner’s checkout is left unpaid', async () => {
    const { event, a, b } = await paidLine();
    expect((await createOrder(event.id, a)).statusCode).toBe(200);
    const deps = { db: database.db, log: app.log, readCache: app.readCache };
    // Other suites' unpaid orders may share this database: the line, not the count, is this test's.
    await releaseExpiredHolds(deps, new Date(Date.now() + 11 * HOUR));
    expect((await lineOf(event.id)).map((e) => e.status)).toEqual(['claimed', 'waiting']);
    await releaseExpiredHolds(deps, new Date(Date.now() + 12 * HOUR + 60_000));
    expect((await lineOf(event.id)).map((e) => e.status)).toEqual(['claimed', 'offered']);
    expect((await place(event.id, b)).status).toBe('offered');
    expect(await seatsTaken(event.id)).toBe(5);
  });
});
