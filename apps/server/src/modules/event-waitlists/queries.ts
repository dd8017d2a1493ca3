import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import { eventEnrollments, eventWaitlistEntries, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

const w = eventWaitlistEntries;
const LIVE = ['waiting', 'offered'];

/** The learner's live place (waiting or offered) on the event's line, if any. */
export async function livePlace(db: Tx, userId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(w)
    .where(and(eq(w.userId, userId), eq(w.eventId, eventId), inArray(w.status, LIVE)))
    .limit(1);
  return row;
}

/** How many are waiting ahead of `seq` (the line index answers it). */
export async function waitingAhead(db: Tx, eventId: string, seq: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(w)
    .where(and(eq(w.eventId, eventId), eq(w.status, 'waiting'), lt(w.seq, seq)));
  return Number(row?.n ?? 0);
}

export async function isEnrolled(db: Tx, userId: string, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: eventEnrollments.id })
    .from(eventEnrollments)
    .where(and(eq(eventEnrollments.userId, userId), eq(eventEnrollments.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

/** Joins the line; undefined when the learner already has a live place (the partial unique index). */
export async function insertPlace(tx: Tx, userId: string, eventId: string, now: Date) {
  const [row] = await tx
    .insert(w)
    .values({ userId, eventId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function endPlace(tx: Tx, id: string, status: 'left' | 'claimed', now: Date, from: string) {
  const [row] = await tx
    .update(w)
    .set({ status, endedAt: now })
    .where(and(eq(w.id, id), eq(w.status, from)))
    .returning();
  return row;
}

export async function entryOf(db: Tx, eventId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(w)
    .where(and(eq(w.id, entryId), eq(w.eventId, eventId)));
  return row;
}

/** A page of the event's line, first joined first, with each learner's name and address. */
export function linePage(db: Tx, eventId: string) {
  return {
    rows: db
      .select({ entry: w, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(w)
      .innerJoin(users, eq(users.id, w.userId))
      .where(eq(w.eventId, eventId))
      .orderBy(asc(w.seq)),
    counted: db.select({ n: count() }).from(w).where(eq(w.eventId, eventId)),
  };
}
