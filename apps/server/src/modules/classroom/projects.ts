import type { ProjectReviewInput, ProjectStatus, ProjectSubmission } from '@kalvi/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { projectSubmissions } from '../../db/schema.ts';
import { type SignedActor, writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import { lessonForProgress } from './access.ts';
import { issueIfComplete } from './certificates.ts';
import { lockEnrollment, markComplete } from './queries.ts';

type SubmissionRow = typeof projectSubmissions.$inferSelect;

/** A submission as the learner and the review queue show it. */
export function toSubmission(
  row: Pick<SubmissionRow, 'id' | 'url' | 'status' | 'feedback' | 'createdAt' | 'reviewedAt'>,
): ProjectSubmission {
  return {
    id: row.id,
    url: row.url,
    status: row.status as ProjectStatus,
    feedback: row.feedback,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function lastSubmission(
  tx: Tx,
  userId: string,
  lessonId: string,
): Promise<ProjectSubmission | null> {
  const [row] = await tx
    .select()
    .from(projectSubmissions)
    .where(and(eq(projectSubmissions.userId, userId), eq(projectSubmissions.lessonId, lessonId)))
    .orderBy(desc(projectSubmissions.createdAt))
    .limit(1);
  return row ? toSubmission(row) : null;
}

/** A learner hands in a link; allowed again only after the last one was returned. */
export async function submitProject(
  { db }: DbDeps,
  userId: string,
  lessonId: string,
  url: string,
): Promise<ProjectSubmission> {
  return db.transaction(async (tx) => {
    const lesson = await lessonForProgress(tx, userId, lessonId);
    if (lesson.kind !== 'project') throw badRequest('This lesson is not a project');
    const last = await lastSubmission(tx, userId, lesson.id);
    if (last?.status === 'submitted') throw conflict('Your project is waiting for review');
    if (last?.status === 'approved') throw conflict('Your project has already been approved');
    const [row] = await tx
      .insert(projectSubmissions)
      .values({ userId, lessonId: lesson.id, courseId: lesson.courseId, url })
      .returning();
    if (!row) throw new Error('project submission insert returned nothing');
    return toSubmission(row);
  });
}

/** Submissions waiting for review, oldest first (index project_submissions_queue_idx). */
export async function reviewQueue(tx: Tx, courseIds: string[] | null, limit = 50): Promise<SubmissionRow[]> {
  return tx
    .select()
    .from(projectSubmissions)
    .where(
      and(
        eq(projectSubmissions.status, 'submitted'),
        courseIds ? inArray(projectSubmissions.courseId, courseIds) : undefined,
      ),
    )
    .orderBy(asc(projectSubmissions.createdAt))
    .limit(limit);
}

export async function findSubmission(tx: Tx, id: string): Promise<SubmissionRow> {
  const [row] = isUuid(id)
    ? await tx.select().from(projectSubmissions).where(eq(projectSubmissions.id, id))
    : [];
  if (!row) throw notFound('Project submission not found');
  return row;
}

/**
 * An instructor approves a submission (the lesson completes, and the course may be finished)
 * or returns it with feedback. Who may review which course is the caller's check.
 */
export async function reviewProject(
  { db }: DbDeps,
  /** The reviewer; the console's audit entry names them, in this transaction (decision 132). */
  reviewer: SignedActor,
  submissionId: string,
  input: ProjectReviewInput,
): Promise<{ submission: SubmissionRow; certificateId: string | null }> {
  return db.transaction(async (tx) => {
    const found = await findSubmission(tx, submissionId);
    if (!(await lockEnrollment(tx, found.userId, found.courseId))) {
      throw conflict('This learner is no longer enrolled in the course');
    }
    const [row] = await tx
      .update(projectSubmissions)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'returned',
        feedback: input.feedback,
        reviewerId: reviewer.id,
        reviewedAt: new Date(),
      })
      .where(and(eq(projectSubmissions.id, found.id), eq(projectSubmissions.status, 'submitted')))
      .returning();
    if (!row) throw conflict('This project has already been reviewed');
    let certificateId: string | null = null;
    if (row.status === 'approved') {
      await markComplete(tx, row.userId, { id: row.lessonId, courseId: row.courseId });
      certificateId = (await issueIfComplete(tx, row.userId, row.courseId))?.id ?? null;
    }
    await writeAudit(tx, reviewer, {
      action: `project.${input.decision}`,
      entityType: 'project_submission',
      entityId: found.id,
      before: found,
      after: { ...row, certificateId },
    });
    return { submission: row, certificateId };
  });
}
