import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { batches, batchMembers, batchSessions, calendarFeeds, courses, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';
import { learnerSessionColumns } from './queries.ts';

/** The SQL of a learner's calendar feed (docs/product/batches.md#the-calendar-feed). */

/** A learner's sessions for their calendar feed: cancelled ones too, with what changed them last. */
export function feedSessions(tx: Tx, userId: string, since: Date, limit: number) {
  // Numbered in one pass over the learner's batches (a window), not by counting each session's
  // predecessors: a feed holds up to 2,000 sessions, and the count cost 0.05 ms each.
  const numbered = tx
    .select({
      id: batchSessions.id,
      batchId: batchSessions.batchId,
      number:
        sql<number>`(row_number() over (partition by ${batchSessions.batchId} order by ${batchSessions.startsAt}, ${batchSessions.id}))::int`.as(
          'number',
        ),
      startsAt: batchSessions.startsAt,
      endsAt: batchSessions.endsAt,
      status: batchSessions.status,
      sequence: batchSessions.sequence,
      recordingUrl: batchSessions.recordingUrl,
      updatedAt: batchSessions.updatedAt,
    })
    .from(batchSessions)
    .innerJoin(
      batchMembers,
      and(eq(batchMembers.batchId, batchSessions.batchId), eq(batchMembers.userId, userId)),
    )
    .as('numbered');
  return tx
    .select({
      id: numbered.id,
      batchId: numbered.batchId,
      courseId: courses.id,
      courseTitle: courses.title,
      courseTitleTa: courses.titleTa,
      language: batches.language,
      number: numbered.number,
      startsAt: numbered.startsAt,
      endsAt: numbered.endsAt,
      status: numbered.status,
      sequence: numbered.sequence,
      recordingUrl: numbered.recordingUrl,
      batchStatus: batches.status,
      updatedAt: numbered.updatedAt,
    })
    .from(numbered)
    .innerJoin(batches, eq(batches.id, numbered.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(gt(numbered.endsAt, since))
    .orderBy(asc(numbered.startsAt), numbered.id)
    .limit(limit);
}

/** One session as the feed writes it, with whether the caller is in its batch (its own .ics file). */
export async function feedSession(tx: Tx, sessionId: string, userId: string) {
  const [row] = await tx
    .select({
      ...learnerSessionColumns,
      batchStatus: batches.status,
      updatedAt: batchSessions.updatedAt,
      member: sql<boolean>`exists (select 1 from ${batchMembers} m where m.batch_id = ${batches.id} and m.user_id = ${userId})`,
    })
    .from(batchSessions)
    .innerJoin(batches, eq(batches.id, batchSessions.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batchSessions.id, sessionId));
  return row;
}

export async function feedSecretOf(tx: Tx, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.secret;
}

/** Keeps the first secret made when two requests make one at once. */
export async function insertFeedSecret(tx: Tx, userId: string, secret: string): Promise<void> {
  await tx.insert(calendarFeeds).values({ userId, secret }).onConflictDoNothing();
}

export async function replaceFeedSecret(tx: Tx, userId: string, secret: string): Promise<void> {
  await tx
    .insert(calendarFeeds)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: sql`now()` } });
}

export async function feedOwner(tx: Tx, secret: string) {
  const [row] = await tx
    .select({ userId: calendarFeeds.userId, language: users.preferredLanguage })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.secret, secret));
  return row;
}
