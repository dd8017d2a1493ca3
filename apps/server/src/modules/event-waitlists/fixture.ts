import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { events, eventWaitlistEntries, jobs, notifications } from '../../db/schema.ts';
import { jobHandlers } from '../../job-handlers.ts';
import type { MailJob } from '../../jobs/mail-jobs.ts';
import { claim, finish } from '../../jobs/queue.ts';
import { EVENTS_CACHE } from '../../plugins/read-cache.ts';
import { createTestUser, ownTestDatabase, testApp, unique } from '../../test/harness.ts';
import { freeEventSeat } from './offers.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export let app: FastifyInstance;
export let database: Database;

/**
 * An app on a database of its own whose worker never finds a job due (its clock stands at
 * 1970): each test runs the waitlist's jobs itself, at the moment it chooses, through the queue.
 */
export function useWaitlistApp(): void {
  beforeAll(async () => {
    ({ app, database } = await testApp({
      database: await ownTestDatabase(),
      jobs: { now: () => new Date(0), pollMs: 60_000 },
    }));
  });
}

export type Learner = Awaited<ReturnType<typeof createTestUser>>;
export const learners = (n: number) =>
  Promise.all(Array.from({ length: n }, () => createTestUser(app, database)));

/** A full event (every seat taken) starting in ten days, registration open until the day before. */
export async function fullEvent(fields: Partial<typeof events.$inferInsert> = {}) {
  const start = Date.now() + 10 * DAY;
  const [row] = await database.db
    .insert(events)
    .values({
      title: unique('Full event '),
      description: 'A full event made by a test.',
      type: 'workshop',
      mode: 'online',
      location: 'Online',
      category: 'Testing',
      startDate: new Date(start),
      endDate: new Date(start + DAY / 2),
      registrationDeadline: new Date(start - DAY),
      maxParticipants: 5,
      seatsTaken: 5,
      isFree: true,
      instructorName: 'Test Instructor',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  app.readCache.invalidate(EVENTS_CACHE);
  return row;
}

type Method = 'GET' | 'POST' | 'DELETE';
export const call = (method: Method, url: string, who?: Learner) =>
  app.inject({ method, url, headers: who?.auth });

export const join = (eventId: string, who: Learner) => call('POST', `/api/events/waitlist/${eventId}`, who);
export const place = async (eventId: string, who: Learner) =>
  (await call('GET', `/api/events/waitlist/${eventId}`, who)).json().data;

/** Frees `n` seats of the event the way a cancellation or a refund does, each in its own transaction, all at once. */
export async function freeSeats(eventId: string, n: number, now = new Date()) {
  await Promise.all(
    Array.from({ length: n }, () => database.db.transaction((tx) => freeEventSeat(tx, eventId, now))),
  );
}

export async function lineOf(eventId: string) {
  return database.db
    .select()
    .from(eventWaitlistEntries)
    .where(eq(eventWaitlistEntries.eventId, eventId))
    .orderBy(asc(eventWaitlistEntries.seq));
}

export async function seatsTaken(eventId: string) {
  const [row] = await database.db.select().from(events).where(eq(events.id, eventId));
  return row?.seatsTaken;
}

export function jobDeps(now: Date) {
  return {
    db: database.db,
    mailer: app.mailer,
    invoiceLinks: app.invoiceLinks,
    appUrl: 'http://kalvi.test',
    now: () => now,
  };
}

/** Claims and runs every job of this queue due at `now` (as the instances' workers do); returns their keys. */
export async function runDueJobs(now: Date): Promise<string[]> {
  const ran: string[] = [];
  for (;;) {
    const job = await claim<MailJob>(database.db, now);
    if (!job) return ran;
    await finish(database.db, job.id, await jobHandlers.run(jobDeps(now), job.data, job.attempts), now);
    ran.push(job.key);
  }
}

export async function waitlistJobs(entryId: string) {
  return database.db
    .select()
    .from(jobs)
    .where(and(like(jobs.key, `waitlist-%:${entryId}:%`)));
}

export async function notificationsOf(userId: string) {
  return database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** A full event with learners a then b waiting, and one seat freed `now`: a holds the offer. */
export async function twoWaitingOneFreed() {
  const event = await fullEvent();
  const [a, b] = await learners(2);
  if (!a || !b) throw new Error('no learners');
  await join(event.id, a);
  await join(event.id, b);
  const now = new Date();
  await freeSeats(event.id, 1, now);
  return { event, a, b, now };
}
