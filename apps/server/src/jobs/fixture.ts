import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { courseEnrollments, jobs, lessons, users } from '../db/schema.ts';
import { courseWithSection } from '../test/classroom-fixture.ts';
import { createTestUser } from '../test/harness.ts';
import { type MailJob, mailKey } from './mail-jobs.ts';

/** Rows the mail job tests schedule mail for: a live course, a learner in a language, an enrolment. */

/** A course with one live session at `startsAt`, scheduled (updated) at `scheduledAt`. */
export async function liveCourse(database: Database, startsAt: Date, scheduledAt = new Date()) {
  const { course, section } = await courseWithSection(database, {
    title: 'Live course ',
    fee: 0,
    description: 'A course for the mail job tests.',
  });
  const [lesson] = await database.db
    .insert(lessons)
    .values({
      courseId: course.id,
      sectionId: section.id,
      position: 1,
      kind: 'live',
      title: 'Live: Q&A',
      startsAt,
      joinUrl: 'https://meet.example.com/x',
      updatedAt: scheduledAt,
    })
    .returning();
  if (!lesson) throw new Error('no lesson');
  return { course, lesson };
}

export async function learner(app: FastifyInstance, database: Database, language: 'en' | 'ta') {
  const user = await createTestUser(app, database, { firstName: language === 'ta' ? 'கயல்' : 'Priya' });
  await database.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, user.id));
  return user;
}

export async function enrol(database: Database, userId: string, courseId: string, at = new Date()) {
  const [row] = await database.db
    .insert(courseEnrollments)
    .values({ userId, courseId, paymentId: null, createdAt: at })
    .returning();
  if (!row) throw new Error('no enrolment');
  return row;
}

/** 'waiting' until a worker finishes the job, then its outcome ('sent' or 'dropped'). */
export async function jobState(database: Database, job: MailJob): Promise<string | undefined> {
  const [row] = await database.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, mailKey(job)));
  return row && (row.doneAt ? row.outcome : 'waiting');
}
