import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

/**
 * The durable job queue (docs/decisions/131, 202): one row per piece of background work (an
 * e-mail, a notification's channel, a waitlist offer's lapse, a referral reward), by a key that
 * names what it is about (an enrolment's confirmation, one reminder of one session at one start
 * time for one learner, ...). The unique key makes a job planned twice one job, ever; a worker
 * claims a due row with FOR UPDATE SKIP LOCKED and a lease, so one instance runs it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    data: jsonb('data').notNull(),
    /** Not before this moment (a reminder's moment; now for the rest). */
    runAt: ts('run_at').notNull(),
    /** Claimed by a worker until then; a worker that died lets the claim lapse. */
    lockedUntil: ts('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    /** Done (sent), or dropped because it no longer applied (a moved session, a refund). */
    doneAt: ts('done_at'),
    outcome: text('outcome').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);
