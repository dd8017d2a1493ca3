import { randomUUID } from 'node:crypto';
import { ACADEMY_TIME_ZONE, type BatchLanguage, planSessions, wallClock } from '@kalvi/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { jitsiMeetings } from '../../meetings/jitsi.ts';
import * as schema from '../schema.ts';
import { insertInBatches, type Tx } from './util.ts';

/**
 * Batches for every published course with live lessons (docs/product/batches.md#seed): two
 * upcoming (Tamil and English) and one running, each instructor's in slots that never overlap,
 * since the database refuses an instructor two sessions at once
 * (docs/decisions/212-batches-model-and-time-zones.md).
 */

const DAY_MS = 86_400_000;
/** Two weekday patterns times seven start times two hours apart: 14 batches an instructor. */
const PATTERNS = [
  [1, 3, 5],
  [2, 4, 6],
];
const START_TIMES = ['07:00', '09:00', '11:00', '14:00', '16:00', '18:00', '20:00'];
const WEEKS = 8;
const MINUTES = 90;
const SEATS = 40;
/** A public sample video, as the seeded live lessons use. */
const RECORDING = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

interface PlannedBatch {
  courseId: string;
  instructorId: string;
  language: BatchLanguage;
  startDate: string;
  slot: number;
  running: boolean;
}

/** The Kolkata date `days` from `now`. */
const dateFrom = (now: Date, days: number) =>
  wallClock(new Date(now.getTime() + days * DAY_MS), ACADEMY_TIME_ZONE).date;

export async function seedBatches(
  tx: Tx,
  opts: { now: Date; demoUserId: string; demoCourseTitle: string; meetingsBaseUrl: string },
): Promise<void> {
  const { now } = opts;
  const withLive = tx
    .selectDistinct({ courseId: schema.lessons.courseId })
    .from(schema.lessons)
    .where(eq(schema.lessons.kind, 'live'));
  const courses = await tx
    .select({ id: schema.courses.id, title: schema.courses.title, instructorId: schema.courses.instructorId })
    .from(schema.courses)
    .where(
      and(
        eq(schema.courses.isPublished, true),
        isNotNull(schema.courses.instructorId),
        inArray(schema.courses.id, withLive),
      ),
    )
    .orderBy(asc(schema.courses.title));

  const slots = new Map<string, number>();
  const nextSlot = (instructorId: string) => {
    const slot = slots.get(instructorId) ?? 0;
    if (slot >= PATTERNS.length * START_TIMES.length)
      throw new Error('Seed: an instructor has more batches than slots');
    slots.set(instructorId, slot + 1);
    return slot;
  };
  const planned: PlannedBatch[] = [];
  for (const [i, c] of courses.entries()) {
    const instructorId = c.instructorId as string;
    const runningLanguage: BatchLanguage = c.title === opts.demoCourseTitle || i % 2 === 0 ? 'ta' : 'en';
    planned.push(
      {
        courseId: c.id,
        instructorId,
        language: runningLanguage,
        startDate: dateFrom(now, -20),
        slot: nextSlot(instructorId),
        running: true,
      },
      {
        courseId: c.id,
        instructorId,
        language: 'ta',
        startDate: dateFrom(now, 10 + (i % 7)),
        slot: nextSlot(instructorId),
        running: false,
      },
      {
        courseId: c.id,
        instructorId,
        language: 'en',
        startDate: dateFrom(now, 24 + (i % 7)),
        slot: nextSlot(instructorId),
        running: false,
      },
    );
  }

  const meetings = jitsiMeetings(opts.meetingsBaseUrl);
  const batchRows: (typeof schema.batches.$inferInsert)[] = [];
  const sessionRows: (typeof schema.batchSessions.$inferInsert)[] = [];
  for (const p of planned) {
    const pattern = {
      weekdays: PATTERNS[p.slot % PATTERNS.length] as number[],
      startTime: START_TIMES[Math.floor(p.slot / PATTERNS.length)] as string,
      durationMinutes: MINUTES,
      weeks: WEEKS,
      startDate: p.startDate,
      skipDates: [],
      timeZone: ACADEMY_TIME_ZONE,
    };
    const sessions = planSessions(pattern);
    const first = sessions[0];
    if (!first) continue;
    const id = randomUUID();
    batchRows.push({
      id,
      courseId: p.courseId,
      language: p.language,
      startDate: first.date,
      timeZone: ACADEMY_TIME_ZONE,
      weekdays: pattern.weekdays,
      startTime: pattern.startTime,
      durationMinutes: MINUTES,
      seats: SEATS,
      // An upcoming batch takes learners until the day before it starts.
      enrolmentDeadline: p.running ? first.startsAt : new Date(first.startsAt.getTime() - DAY_MS),
      instructorId: p.instructorId,
    });
    for (const s of sessions) {
      sessionRows.push({
        batchId: id,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        instructorId: p.instructorId,
        meetingUrl: meetings.newRoom(),
      });
    }
  }
  await insertInBatches(tx, schema.batches, batchRows);
  await insertInBatches(tx, schema.batchSessions, sessionRows);

  // A running batch holds its course's learners, up to its seats; the demo learner is only in
  // the one of the course they are taking now (the other they finished).
  const demoCourse = courses.find((c) => c.title === opts.demoCourseTitle)?.id;
  for (const [i, batch] of batchRows.entries()) {
    if (!planned[i]?.running) continue;
    const demoHere = batch.courseId === demoCourse;
    await tx.execute(sql`
      insert into batch_members (batch_id, user_id, joined_at)
      select ${batch.id}, e.user_id, e.created_at from course_enrollments e
      where e.course_id = ${batch.courseId} and e.revoked_at is null
        and (e.user_id <> ${opts.demoUserId} or ${demoHere})
      order by e.created_at limit ${SEATS}
      on conflict do nothing`);
  }
  await demoAttendance(tx, opts.demoUserId, now);
}

/** The demo learner came to the last two sessions that ended; the last one has its recording. */
async function demoAttendance(tx: Tx, userId: string, now: Date): Promise<void> {
  const past = await tx
    .select({ id: schema.batchSessions.id, startsAt: schema.batchSessions.startsAt })
    .from(schema.batchSessions)
    .innerJoin(schema.batchMembers, eq(schema.batchMembers.batchId, schema.batchSessions.batchId))
    .where(and(eq(schema.batchMembers.userId, userId), sql`${schema.batchSessions.endsAt} < ${now}`))
    .orderBy(sql`${schema.batchSessions.startsAt} desc`)
    .limit(2);
  if (past.length === 0) return;
  await tx.insert(schema.sessionAttendance).values(
    past.map((s) => ({
      sessionId: s.id,
      userId,
      firstJoinedAt: new Date(s.startsAt.getTime() - 5 * 60_000),
    })),
  );
  const latest = past[0];
  if (latest) {
    await tx
      .update(schema.batchSessions)
      .set({ recordingUrl: RECORDING, sequence: 1 })
      .where(eq(schema.batchSessions.id, latest.id));
  }
}
