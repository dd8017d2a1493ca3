import { randomUUID } from 'node:crypto';
import type { EventItem } from '@kalvi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../test/harness.ts';
import { addEvent, app, list, titles, useEventsApp } from './fixture.ts';

useEventsApp();

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
      title_ta: null,
      description_ta: null,
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
