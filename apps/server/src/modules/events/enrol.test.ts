import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventEnrollments } from '../../db/schema.ts';
import { createTestUser, unique } from '../../test/harness.ts';
import {
  addEvent,
  app,
  database,
  enrol,
  enrolmentRows,
  list,
  type NewEvent,
  publicEvent,
  seatsTaken,
  useEventsApp,
} from './fixture.ts';

useEventsApp();

describe('POST /api/events/enroll/:eventId', () => {
  it('needs a session', async () => {
    const event = await addEvent();
    const res = await enrol(event.id);
    expect(res.statusCode).toBe(401);
  });

  it('enrols in a free upcoming event once, and the public answers show the seat at once', async () => {
    const learner = await createTestUser(app, database);
    const category = unique('Fresh ');
    const event = await addEvent({ category, maxParticipants: 10, seatsTaken: 2 });
    const before = await list({ category });
    expect(before.body.data[0].registered_participants).toBe(2);
    expect((await publicEvent(event.id)).available_spots).toBe(8);

    const res = await enrol(event.id, learner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Enrolled successfully!',
      enrolledEvents: [event.id],
    });

    const after = await list({ category });
    expect(after.body.data[0].registered_participants).toBe(3);
    expect((await publicEvent(event.id)).available_spots).toBe(7);

    const again = await enrol(event.id, learner.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already enrolled in this event!');
    expect(await seatsTaken(event.id)).toBe(3);
  });

  it('answers enrolledEvents with every event the learner holds', async () => {
    const learner = await createTestUser(app, database);
    const a = await addEvent();
    const b = await addEvent();
    await enrol(a.id, learner.auth);
    const res = await enrol(b.id, learner.auth);
    expect(res.json().enrolledEvents).toEqual([a.id, b.id]);
  });

  it.each([
    ['ongoing', { startInDays: -1, days: 3 }, 'This event has already started, so enrolment is closed.'],
    ['completed', { startInDays: -10 }, 'This event has already ended.'],
    ['cancelled', { startInDays: 5, cancelled: true }, 'This event was cancelled.'],
    [
      'past its registration deadline',
      { startInDays: 2, registrationDeadline: new Date(Date.now() - 60_000) },
      'Registration Closed: the registration deadline for this event has passed.',
    ],
    ['full', { maxParticipants: 4, seatsTaken: 4 }, 'Sorry, this event is full.'],
  ])('refuses a %s event with 409', async (_label, fields, message) => {
    const learner = await createTestUser(app, database);
    const event = await addEvent(fields as Partial<NewEvent>);
    const res = await enrol(event.id, learner.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message });
    const rows = await enrolmentRows(event.id);
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed event', async () => {
    const learner = await createTestUser(app, database);
    for (const id of [randomUUID(), 'nope']) {
      const res = await enrol(id, learner.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Event not found');
    }
  });

  it('asks for payment (402) for a paid event without a verified payment, taking no seat', async () => {
    const learner = await createTestUser(app, database);
    const event = await addEvent({ isFree: false, price: 999, originalPrice: 1999, seatsTaken: 1 });
    const res = await enrol(event.id, learner.auth);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      success: false,
      message: 'This is a paid event. Please complete the payment to enroll.',
    });
    expect(await seatsTaken(event.id)).toBe(1);
  });

  it('confirms a paid enrolment just made by a verified payment, but not an old one', async () => {
    const learner = await createTestUser(app, database);
    const paid = await addEvent({ isFree: false, price: 999, originalPrice: 999, seatsTaken: 1 });
    // What the payments path leaves behind: an enrolment naming its payment, seat counted.
    await database.db
      .insert(eventEnrollments)
      .values({ userId: learner.id, eventId: paid.id, paymentId: randomUUID() });
    const res = await enrol(paid.id, learner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Enrolled successfully!',
      enrolledEvents: [paid.id],
    });
    expect(await seatsTaken(paid.id)).toBe(1);

    const earlier = await addEvent({ isFree: false, price: 999, originalPrice: 999, seatsTaken: 1 });
    await database.db.insert(eventEnrollments).values({
      userId: learner.id,
      eventId: earlier.id,
      paymentId: randomUUID(),
      createdAt: new Date(Date.now() - 2 * 3_600_000),
    });
    const old = await enrol(earlier.id, learner.auth);
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe('You are already enrolled in this event!');
  });

  it('lets exactly 3 of 50 learners racing for the last 3 seats in', async () => {
    const event = await addEvent({ maxParticipants: 10, seatsTaken: 7 });
    const learners = await Promise.all(Array.from({ length: 50 }, () => createTestUser(app, database)));
    const answers = await Promise.all(learners.map((l) => enrol(event.id, l.auth)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toBe('Sorry, this event is full.');
    }
    const rows = await enrolmentRows(event.id);
    expect(rows).toHaveLength(3);
    expect(await seatsTaken(event.id)).toBe(10);
  });

  it('never oversells when 20 learners, each double-clicking, race for 5 seats', async () => {
    const event = await addEvent({ maxParticipants: 5 });
    const learners = await Promise.all(Array.from({ length: 20 }, () => createTestUser(app, database)));
    const answers = await Promise.all(
      learners.flatMap((l) => [enrol(event.id, l.auth), enrol(event.id, l.auth)]),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const rows = await enrolmentRows(event.id);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(5);
  });
});
