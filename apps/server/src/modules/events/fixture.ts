import type { EventItem } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { eventEnrollments, events } from '../../db/schema.ts';
import { EVENTS_CACHE } from '../../plugins/read-cache.ts';
import { testApp, unique } from '../../test/harness.ts';

export const DAY = 86_400_000;

export let app: FastifyInstance;
export let database: Database;

/** Builds the app the helpers below use; call once at the top of each events suite. */
export function useEventsApp(): void {
  beforeAll(async () => {
    ({ app, database } = await testApp());
  });
}

export type NewEvent = typeof events.$inferInsert;

/** An event `startInDays` from now lasting `days`, with registration open until the day before. */
export async function addEvent(fields: Partial<NewEvent> & { startInDays?: number; days?: number } = {}) {
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

export async function list(query: Record<string, string | number | boolean>) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await app.inject({ method: 'GET', url: `/api/events?${qs}` });
  return { status: res.statusCode, body: res.json() };
}

export async function titles(query: Record<string, string | number | boolean>): Promise<string[]> {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return (body.data as EventItem[]).map((e) => e.title);
}

export async function seatsTaken(eventId: string): Promise<number | undefined> {
  const [row] = await database.db.select().from(events).where(eq(events.id, eventId));
  return row?.seatsTaken;
}

export function enrolmentRows(eventId: string) {
  return database.db.select().from(eventEnrollments).where(eq(eventEnrollments.eventId, eventId));
}

export async function publicEvent(eventId: string): Promise<EventItem> {
  const res = await app.inject({ method: 'GET', url: `/api/events/${eventId}` });
  return res.json().data;
}

export function enrol(eventId: string, auth?: { authorization: string }) {
  return app.inject({ method: 'POST', url: `/api/events/enroll/${eventId}`, headers: auth });
}
