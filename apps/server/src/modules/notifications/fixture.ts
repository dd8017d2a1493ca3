import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { projectSubmissions } from '../../db/schema.ts';
import { liveCourse } from '../../jobs/fixture.ts';
import type { MailJob } from '../../jobs/mail-jobs.ts';
import { type NotifyDeps, notify } from './service.ts';

/** What the notification suites share. */

export const notifyDepsOf = (app: FastifyInstance): NotifyDeps => ({
  db: app.db,
  now: () => new Date(),
  enqueue: (job) => app.jobs.enqueue(job),
});

/** An in-app notification made straight through notify(), as a module would. */
export async function someNotification(app: FastifyInstance, userId: string, key: string) {
  return notify(notifyDepsOf(app), {
    userId,
    kind: 'announcement',
    key,
    title: `Announcement ${key}`,
    url: '/courses',
    mail: { subject: `Kalvi: announcement ${key}`, text: 'Hello' },
  });
}

/** A project returned with feedback, and the mail job that announces it. */
export async function returnedProject(database: Database, userId: string): Promise<MailJob> {
  const { course, lesson } = await liveCourse(database, new Date(Date.now() + 10 * 86_400_000));
  const reviewedAt = new Date();
  const [row] = await database.db
    .insert(projectSubmissions)
    .values({
      userId,
      lessonId: lesson.id,
      courseId: course.id,
      url: 'https://github.com/x/y',
      status: 'returned',
      feedback: 'Add tests',
      reviewedAt,
    })
    .returning();
  if (!row) throw new Error('no submission');
  return { kind: 'project-reviewed', submissionId: row.id, reviewedAt: reviewedAt.toISOString() };
}
