import { randomUUID } from 'node:crypto';
import type { EventItem } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { eventEnrollments, events } from '../../db/schema.ts';
import { EVENTS_CACHE } from '../../plugins/read-cache.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';

const DAY = 86_400_000;

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await testApp());
});

type NewEvent = typeof events.$inferInsert;

/** An event `startInDays` from now lasting `days`, with registration open until the day before. */
async function addEvent(fields: Partial<NewEvent> & { startInDays?: number; days?: number } = {}) {
  const { startInDays = 10, days = 1, ...rest } = fields;
  const start = Date.now() + startInDays * DAY;
  const [row] = await database.db
    .insert(events)
    .values({
      title: unique('Event '),
      description: 'An event made by a test.',
      type: 'workshop',
      mode: 'online',
      location: 'Online (Zoom)',
      category: 'Testing',
      startDate: new Date(start),
      endDate: new Date(start + days * DAY - DAY / 2),
      registrationDeadline: new Date(start - DAY),
      maxParticipants: 50,
      isFree: true,
      instructorName: 'Test Instructor',
      instructorTitle: 'Tester',
      ...rest,
    })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  // Rows written straight to the database bypass the services that invalidate the cache.
  app.readCache.invalidate(EVENTS_CACHE);
  return row;
}

async function list(query: Record<string, string | number | boolean>) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await app.inject({ method: 'GET', url: `/api/events?${qs}` });
  return { status: res.statusCode, body: res.json() };
}

async function titles(query: Record<string, string | number | boolean>): Promise<string[]> {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return (body.data as EventItem[]).map((e) => e.title);
}

async function seatsTaken(eventId: string): Promise<number | undefined> {
  const [row] = await database.db.select().from(events).where(eq(events.id, eventId));
  return row?.seatsTaken;
}

function enrolmentRows(eventId: string) {
  return database.db.select().from(eventEnrollments).where(eq(eventEnrollments.eventId, eventId));
}

async function publicEvent(eventId: string): Promise<EventItem> {
  const res = await app.inject({ method: 'GET', url: `/api/events/${eventId}` });
  return res.json().data;
}

function enrol(eventId: string, auth?: { authorization: string }) {
  return app.inject({ method: 'POST', url: `/api/events/enroll/${eventId}`, headers: auth });
}

describe('GET /api/events filters', () => {
  const category = unique('Category ');
  const t = {
    upcomingFree: unique('Upcoming free workshop '),
    upcomingPaid: unique('Upcoming paid bootcamp '),
    ongoing: unique('Ongoing webinar '),
    completed: unique('Completed meetup '),
    cancelled: unique('Cancelled conference '),
  };

  beforeAll(async () => {
    await addEvent({ title: t.upcomingFree, category, startInDays: 3, type: 'workshop', mode: 'online' });
    await addEvent({
      title: t.upcomingPaid,
      category,
      startInDays: 6,
      type: 'bootcamp',
      mode: 'offline',
      isFree: false,
      price: 4999,
      originalPrice: 7999,
      instructorName: 'Meenakshi Sundaram',
    });
    await addEvent({ title: t.ongoing, category, startInDays: -2, days: 5, type: 'webinar', mode: 'hybrid' });
    await addEvent({ title: t.completed, category, startInDays: -20, type: 'meetup', mode: 'online' });
    await addEvent({ title: t.cancelled, category, startInDays: 8, type: 'conference', cancelled: true });
  });

  it('derives each status from the dates, and a cancellation overrides them', async () => {
    const { body } = await list({ category, limit: 50 });
    const status = Object.fromEntries((body.data as EventItem[]).map((e) => [e.title, e.status]));
    expect(status).toEqual({
      [t.upcomingFree]: 'upcoming',
      [t.upcomingPaid]: 'upcoming',
      [t.ongoing]: 'ongoing',
      [t.completed]: 'completed',
      [t.cancelled]: 'cancelled',
    });
  });

  it('filters by status', async () => {
    expect(await titles({ category, status: 'upcoming' })).toEqual([t.upcomingFree, t.upcomingPaid]);
    expect(await titles({ category, status: 'ongoing' })).toEqual([t.ongoing]);
    expect(await titles({ category, status: 'completed' })).toEqual([t.completed]);
    expect(await titles({ category, status: 'cancelled' })).toEqual([t.cancelled]);
  });

  it('filters by type, mode and price', async () => {
    expect(await titles({ category, type: 'bootcamp' })).toEqual([t.upcomingPaid]);
    expect(await titles({ category, type: 'meetup' })).toEqual([t.completed]);
    expect((await titles({ category, mode: 'online' })).sort()).toEqual(
      [t.upcomingFree, t.completed, t.cancelled].sort(),
    );
    expect(await titles({ category, is_free: false })).toEqual([t.upcomingPaid]);
    expect(await titles({ category, is_free: true })).toHaveLength(4);
  });

  it('combines filters', async () => {
    expect(await titles({ category, status: 'upcoming', is_free: true, mode: 'online' })).toEqual([
      t.upcomingFree,
    ]);
    expect(await titles({ category, status: 'upcoming', type: 'meetup' })).toEqual([]);
  });

  it('matches the category case-insensitively, and no other category', async () => {
    expect(await titles({ category: category.toUpperCase(), status: 'ongoing' })).toEqual([t.ongoing]);
    expect(await titles({ category: `${category}x` })).toEqual([]);
  });

  it('searches title, category and instructor name, ignoring case', async () => {
    const token = t.ongoing.split(' ').at(-1) ?? '';
    expect(await titles({ search: token.toUpperCase() })).toEqual([t.ongoing]);
    expect(await titles({ search: 'meenakshi SUNDARAM', category })).toEqual([t.upcomingPaid]);
    expect(await titles({ search: category.toLowerCase(), status: 'completed' })).toEqual([t.completed]);
    // Wildcards typed by a learner are plain characters.
    expect(await titles({ search: '%', category })).toEqual([]);
  });

  it('orders upcoming soonest first, completed newest first, and all statuses by status then date', async () => {
    const later = unique('Later upcoming ');
    const older = unique('Older completed ');
    await addEvent({ title: later, category, startInDays: 30 });
    await addEvent({ title: older, category, startInDays: -40 });
    expect(await titles({ category, status: 'upcoming' })).toEqual([t.upcomingFree, t.upcomingPaid, later]);
    expect(await titles({ category, status: 'completed' })).toEqual([t.completed, older]);
    expect(await titles({ category })).toEqual([
      t.upcomingFree,
      t.upcomingPaid,
      later,
      t.ongoing,
      t.completed,
      older,
      t.cancelled,
    ]);
  });
});

describe('GET /api/events paging and fields', () => {
  it('pages in the database, 12 by default', async () => {
    const category = unique('Paged ');
    for (let i = 0; i < 14; i++) await addEvent({ category, startInDays: 1 + i });
    const first = await list({ category });
    expect(first.body.data).toHaveLength(12);
    expect(first.body.pagination).toEqual({
      current_page: 1,
      total_pages: 2,
      total_items: 14,
      items_per_page: 12,
    });
    const second = await list({ category, page: 2 });
    expect(second.body.data).toHaveLength(2);
    const ids = [...first.body.data, ...second.body.data].map((e: EventItem) => e._id);
    expect(new Set(ids).size).toBe(14);
    const beyond = await list({ category, page: 9, limit: 5 });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.total_items).toBe(14);
  });

  it('answers the fields of docs/product/events.md#the-event with seats derived from the counter', async () => {
    const event = await addEvent({
      maxParticipants: 40,
      seatsTaken: 37,
      isFree: false,
      price: 1499,
      originalPrice: 2499,
      skillsCovered: ['Git'],
      prerequisites: ['A laptop'],
      certifications: true,
      durationHours: 6,
    });
    const res = await app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: event.id,
      title: event.title,
      description: event.description,
      image_url: '',
      status: 'upcoming',
      type: 'workshop',
      mode: 'online',
      location: 'Online (Zoom)',
      category: 'Testing',
      start_date: event.startDate.toISOString(),
      end_date: event.endDate.toISOString(),
      registration_deadline: event.registrationDeadline.toISOString(),
      duration_days: 0,
      duration_hours: 6,
      registered_participants: 37,
      max_participants: 40,
      available_spots: 3,
      is_full: false,
      is_free: false,
      price: 1499,
      original_price: 2499,
      certifications: true,
      instructor: { name: 'Test Instructor', title: 'Tester' },
      skills_covered: ['Git'],
      prerequisites: ['A laptop'],
    });
    const full = await addEvent({ maxParticipants: 5, seatsTaken: 5 });
    const fullRes = await app.inject({ method: 'GET', url: `/api/events/${full.id}` });
    expect(fullRes.json().data).toMatchObject({
      available_spots: 0,
      is_full: true,
      registered_participants: 5,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id', "1' or '1'='1"]) {
      const res = await app.inject({ method: 'GET', url: `/api/events/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Event not found' });
    }
  });

  it.each([
    [{ status: 'soon' }, 'Status must be one of upcoming, ongoing, completed, cancelled'],
    [{ type: 'party' }, 'Type must be one of bootcamp, workshop, webinar, conference, meetup'],
    [{ mode: 'radio' }, 'Mode must be one of online, offline, hybrid'],
    [{ is_free: 'yes' }, 'is_free must be true or false'],
    [{ limit: 51 }, 'Limit must be between 1 and 50'],
    [{ page: 0 }, 'Page must be at least 1'],
    [{ search: 'x'.repeat(101) }, 'Search must be at most 100 characters'],
  ])('refuses %o with 400 and a message', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
  });
});

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
