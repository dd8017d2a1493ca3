import { makePagination, type Pagination, type ProjectReviewInput, type ProjectStatus } from '@kalvi/shared';
import type { ReviewItem } from '@kalvi/shared/admin';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, lessons, projectSubmissions, users } from '../../db/schema.ts';
import type { MailJob } from '../../jobs/mail-jobs.ts';
import type { Logger } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { assertOwnsCourse, listScope } from '../../lib/ownership.ts';
import { readPage } from '../../lib/paging.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { findSubmission, reviewProject, toSubmission } from '../classroom/projects.ts';

/**
 * The console's project review queue (docs/decisions/132-classroom-authoring.md): submissions
 * of the courses the reviewer may see, newest first; approving completes the lesson through the
 * classroom's own rule (projects.ts), which may issue the certificate.
 */

export interface ProjectReviewDeps {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  log: Logger;
}

export const PROJECT_APPROVED = 'Project approved';
export const PROJECT_RETURNED = 'Project returned to the learner with your feedback';

const columns = {
  id: projectSubmissions.id,
  url: projectSubmissions.url,
  status: projectSubmissions.status,
  feedback: projectSubmissions.feedback,
  createdAt: projectSubmissions.createdAt,
  reviewedAt: projectSubmissions.reviewedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  courseId: projectSubmissions.courseId,
  courseTitle: courses.title,
  lessonId: projectSubmissions.lessonId,
  lessonTitle: lessons.title,
};

function joined(tx: Tx, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(projectSubmissions)
    .innerJoin(users, eq(users.id, projectSubmissions.userId))
    .innerJoin(courses, eq(courses.id, projectSubmissions.courseId))
    .innerJoin(lessons, eq(lessons.id, projectSubmissions.lessonId))
    .where(where);
}

type Joined = Awaited<ReturnType<typeof joined>>[number];

function toItem(row: Joined): ReviewItem {
  return {
    ...toSubmission(row),
    learnerName: personName(row),
    learnerEmail: row.email,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    lessonId: row.lessonId,
    lessonTitle: row.lessonTitle,
  };
}

/**
 * One page of submissions in a status, newest first (project_submissions_queue_idx read
 * backwards); an instructor's list holds only the courses their instructor record teaches.
 */
export async function reviewPage(
  { db }: Pick<ProjectReviewDeps, 'db'>,
  /** An instructor sees only their own courses' submissions (lib/ownership.ts). */
  actor: AdminActor,
  { status, page, limit }: { status: ProjectStatus; page: number; limit: number },
): Promise<{ data: ReviewItem[]; pagination: Pagination }> {
  const instructorId = await listScope(db, actor);
  const where = and(
    eq(projectSubmissions.status, status),
    instructorId ? eq(courses.instructorId, instructorId) : undefined,
  );
  const { rows, total } = await readPage(
    joined(db, where).orderBy(desc(projectSubmissions.createdAt), desc(projectSubmissions.id)),
    db
      .select({ n: count() })
      .from(projectSubmissions)
      .innerJoin(courses, eq(courses.id, projectSubmissions.courseId))
      .where(where),
    { page, limit },
  );
  return { data: rows.map(toItem), pagination: makePagination(page, limit, total) };
}

async function reviewItem(tx: Tx, id: string): Promise<ReviewItem> {
  const [row] = await joined(tx, eq(projectSubmissions.id, id));
  if (!row) throw notFound('Project submission not found');
  return toItem(row);
}

/** Approve, or return with feedback; an instructor only on their own course (403 otherwise). */
export async function review(
  deps: ProjectReviewDeps,
  actor: AdminActor,
  submissionId: string,
  input: ProjectReviewInput,
): Promise<{ submission: ReviewItem; certificateId: string | null }> {
  const found = await findSubmission(deps.db, submissionId);
  await assertOwnsCourse(deps.db, actor, found.courseId);
  const { certificateId } = await reviewProject(deps, actor, found.id, input);
  const submission = await reviewItem(deps.db, found.id);
  await announceReview(deps, submission.id, submission.reviewedAt, certificateId);
  return { submission, certificateId };
}

/**
 * Queues the learner's e-mails now rather than at the next minute's sweep (jobs/announcements.ts),
 * which stays as the safety net for a process that stops between the commit and this call.
 */
async function announceReview(
  deps: ProjectReviewDeps,
  submissionId: string,
  reviewedAt: string | null,
  certificateId: string | null,
): Promise<void> {
  const jobs: MailJob[] = [];
  if (reviewedAt) jobs.push({ kind: 'project-reviewed', submissionId, reviewedAt });
  if (certificateId) jobs.push({ kind: 'certificate-issued', certificateId });
  for (const job of jobs) {
    await deps.jobs.enqueue(job).catch((err) => deps.log.error({ err, job }, 'review mail not queued'));
  }
}
