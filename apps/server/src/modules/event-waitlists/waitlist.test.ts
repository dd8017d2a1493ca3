import { WAITLIST_ALREADY_WAITING, WAITLIST_JOINED, WAITLIST_STILL_SEATS } from '@kalvi/shared';
import { describe, expect, it } from 'vitest';
import { addEventEnrollment } from '../enrollments/queries.ts';
import {
  app,
  call,
  DAY,
  database,
  freeSeats,
  fullEvent,
  HOUR,
  join,
  learners,
  lineOf,
  notificationsOf,
  place,
  runDueJobs,
  seatsTaken,
  twoWaitingOneFreed,
  useWaitlistApp,
  waitlistJobs,
} from './fixture.ts';

useWaitlistApp();

describe('joining and leaving a full event’s waitlist', () => {
  it('takes a full event’s learners in the order they joined and tells each their place', async () => {
    const event = await fullEvent();
    const [a, b, c] = await learners(3);
    if (!a || !b || !c) throw new Error('no learners');
    expect((await call('POST', `/api/events/waitlist/${event.id}`)).statusCode).toBe(401);
    const joined = await join(event.id, a);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      message: WAITLIST_JOINED,
      data: { status: 'waiting', position: 1 },
    });
    await join(event.id, b);
    await join(event.id, c);
    expect(await place(event.id, c)).toEqual({ status: 'waiting', position: 3, offerExpiresAt: null });

    const again = await join(event.id, a);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WAITLIST_ALREADY_WAITING);

    expect((await call('DELETE', `/api/events/waitlist/${event.id}`, a)).statusCode).toBe(200);
    expect(await place(event.id, c)).toMatchObject({ position: 2 });
    expect(await place(event.id, a)).toEqual({ status: 'none', position: null, offerExpiresAt: null });
    expect((await call('DELETE', `/api/events/waitlist/${event.id}`, a)).statusCode).toBe(404);
  });

  it('refuses an event with seats, a closed registration and the enrolled, in Tamil too', async () => {
    const [a] = await learners(1);
    if (!a) throw new Error('no learner');
    const open = await fullEvent({ seatsTaken: 3 });
    const res = await join(open.id, a);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WAITLIST_STILL_SEATS);
    const tamil = await app.inject({
      method: 'POST',
      url: `/api/events/waitlist/${open.id}`,
      headers: { ...a.auth, 'accept-language': 'ta' },
    });
    expect(tamil.json().message).toContain('இடங்கள் உள்ளன');

    const closed = await fullEvent({ registrationDeadline: new Date(Date.now() - HOUR) });
    expect((await join(closed.id, a)).statusCode).toBe(409);

    const mine = await fullEvent();
    await database.db.transaction((tx) =>
      addEventEnrollment(tx, { userId: a.id, eventId: mine.id, paymentId: null, seatHeld: true }),
    );
    expect((await join(mine.id, a)).json().message).toBe('You are already enrolled in this event!');
    expect((await call('POST', '/api/events/waitlist/not-an-id', a)).statusCode).toBe(404);
  });
});

describe('a freed seat is offered to the first in line', () => {
  it('offers it with a deadline, tells the learner in Kalvi and by e-mail, and a claim enrols', async () => {
    const { event, a, b, now } = await twoWaitingOneFreed();

    const offered = await place(event.id, a);
    expect(offered.status).toBe('offered');
    expect(new Date(offered.offerExpiresAt).getTime()).toBe(now.getTime() + 12 * HOUR);
    expect(await place(event.id, b)).toMatchObject({ status: 'waiting', position: 1 });
    // The offer holds the seat: nobody else can take it.
    expect(await seatsTaken(event.id)).toBe(5);

    const [first] = await lineOf(event.id);
    const keys = await runDueJobs(now);
    expect(keys).toContain(`waitlist-offer:${first?.id}:${now.toISOString()}`);
    const told = await notificationsOf(a.id);
    expect(told.map((n) => n.kind)).toEqual(['waitlist']);
    expect(told[0]?.title).toContain(event.title);

    const claimed = await call('POST', `/api/events/waitlist/${event.id}/claim`, a);
    expect(claimed.statusCode).toBe(200);
    expect(await seatsTaken(event.id)).toBe(5);
    expect((await lineOf(event.id)).map((e) => e.status)).toEqual(['claimed', 'waiting']);
    expect((await call('POST', `/api/events/waitlist/${event.id}/claim`, b)).statusCode).toBe(409);
  });

  it('never offers past the registration deadline', async () => {
    const deadline = new Date(Date.now() + 3 * HOUR);
    const event = await fullEvent({ registrationDeadline: deadline });
    const [a] = await learners(1);
    if (!a) throw new Error('no learner');
    await join(event.id, a);
    await freeSeats(event.id, 1);
    expect((await place(event.id, a)).offerExpiresAt).toBe(deadline.toISOString());
  });

  it('passes an unclaimed offer to the next when its lapse job runs, and only then', async () => {
    const { event, a, b, now } = await twoWaitingOneFreed();
    await runDueJobs(now);
    await runDueJobs(new Date(now.getTime() + 11 * HOUR));
    expect((await place(event.id, a)).status).toBe('offered');

    const later = new Date(now.getTime() + 12 * HOUR + 1000);
    await runDueJobs(later);
    expect((await lineOf(event.id)).map((e) => e.status)).toEqual(['lapsed', 'offered']);
    expect((await place(event.id, a)).status).toBe('none');
    expect(await seatsTaken(event.id)).toBe(5);
    const [, second] = await lineOf(event.id);
    expect(second?.offerExpiresAt?.getTime()).toBe(later.getTime() + 12 * HOUR);
    expect((await notificationsOf(b.id)).map((n) => n.kind)).toEqual(['waitlist']);
  });

  it('gives the seat back to sale when nobody is waiting', async () => {
    const event = await fullEvent();
    await freeSeats(event.id, 1);
    expect(await seatsTaken(event.id)).toBe(4);
    expect(await waitlistJobs('none')).toEqual([]);
  });
});

describe('exactly once under races', () => {
  it('gives two seats freed at once to exactly the first two in line', async () => {
    const event = await fullEvent();
    const line = await learners(8);
    for (const l of line) await join(event.id, l);
    await freeSeats(event.id, 2);
    const entries = await lineOf(event.id);
    expect(entries.map((e) => e.status)).toEqual(['offered', 'offered', ...Array(6).fill('waiting')]);
    expect(entries.slice(0, 2).map((e) => e.userId)).toEqual(line.slice(0, 2).map((l) => l.id));
    expect(await seatsTaken(event.id)).toBe(5);
  });

  it('keeps one place and at most one offer per learner when 30 learners each join twice while 3 seats free', async () => {
    const event = await fullEvent({ maxParticipants: 10, seatsTaken: 10 });
    const line = await learners(30);
    const answers = await Promise.all([
      ...line.flatMap((l) => [join(event.id, l), join(event.id, l)]),
      freeSeats(event.id, 3),
    ]);
    const statuses = answers.slice(0, 60).map((a) => (a as { statusCode: number }).statusCode);
    const entries = await lineOf(event.id);
    const offered = entries.filter((e) => e.status === 'offered');
    // A seat freed before anyone joined went back on sale; each other seat went to the line's head.
    const onSale = 10 - ((await seatsTaken(event.id)) ?? 0);
    expect(offered.length + onSale).toBe(3);
    expect(new Set(entries.map((e) => e.userId)).size).toBe(entries.length);
    expect(statuses.filter((s) => s === 200)).toHaveLength(entries.length);
    for (const o of offered) {
      const ahead = entries.filter((e) => e.seq < o.seq && e.status === 'waiting');
      expect(ahead).toEqual([]);
    }
  });

  it('lapses an offer once when two instances run its lapse job together', async () => {
    const event = await fullEvent();
    const [a, b, c] = await learners(3);
    if (!a || !b || !c) throw new Error('no learners');
    for (const l of [a, b, c]) await join(event.id, l);
    const now = new Date();
    await freeSeats(event.id, 1, now);
    const later = new Date(now.getTime() + 13 * HOUR);
    await Promise.all([runDueJobs(later), runDueJobs(later)]);
    expect((await lineOf(event.id)).map((e) => e.status)).toEqual(['lapsed', 'offered', 'waiting']);
    expect(await seatsTaken(event.id)).toBe(5);
  });

  it('a learner who leaves with an offer passes it at once', async () => {
    const event = await fullEvent({ startDate: new Date(Date.now() + 5 * DAY) });
    const [a, b] = await learners(2);
    if (!a || !b) throw new Error('no learners');
    await join(event.id, a);
    await join(event.id, b);
    await freeSeats(event.id, 1);
    await call('DELETE', `/api/events/waitlist/${event.id}`, a);
    expect((await lineOf(event.id)).map((e) => e.status)).toEqual(['left', 'offered']);
  });
});
