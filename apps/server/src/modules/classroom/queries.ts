import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  certificates,
  courseEnrollments,
  courseSections,
  courses,
  instructors,
  lessonProgress,
  lessons,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/** A course's sections in the order the outline shows them. */
export function sectionsInOrder(db: Tx, courseId: string) {
  return db
    .select()
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.position), asc(courseSections.id));
}

/** The course, its sections and its lessons in order; undefined when there is no such course. */
export async function loadOutline(db: Tx, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) return undefined;
  const sections = await sectionsInOrder(db, courseId);
  const rows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
  // Lessons in section order, then by position inside the section.
  const order = new Map(sections.map((s, i) => [s.id, i]));
  rows.sort(
    (a, b) => (order.get(a.sectionId) ?? 0) - (order.get(b.sectionId) ?? 0) || a.position - b.position,
  );
  return { course, sections, lessons: rows };
}

const liveEnrollment = (userId: string, courseId: string) =>
  and(
    eq(courseEnrollments.userId, userId),
    eq(courseEnrollments.courseId, courseId),
    isNull(courseEnrollments.revokedAt),
  );

/**
 * True when the learner holds a live enrolment: a refunded or revoked one (revoked_at set)
 * opens nothing, from the moment it is revoked (docs/decisions/130).
 */
export async function isEnrolled(db: Tx, userId: string | null, courseId: string): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(liveEnrollment(userId, courseId));
  return row !== undefined;
}

/**
 * Locks the learner's live enrolment row for the rest of the transaction, so completions of
 * one learner in one course run one after another: the last of two concurrent completions
 * sees the other's row and issues the certificate. False without a live enrolment.
 */
export async function lockEnrollment(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(liveEnrollment(userId, courseId))
    .for('update');
  return row !== undefined;
}

export async function completedLessonIds(db: Tx, userId: string, courseId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
  return new Set(rows.map((r) => r.id));
}

/** Records a finished lesson once; finishing it again changes nothing. */
export async function markComplete(tx: Tx, userId: string, lesson: { id: string; courseId: string }) {
  await tx
    .insert(lessonProgress)
    .values({ userId, lessonId: lesson.id, courseId: lesson.courseId })
    .onConflictDoNothing({ target: [lessonProgress.userId, lessonProgress.lessonId] });
}

export async function courseCertificateId(db: Tx, userId: string, courseId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row?.id ?? null;
}

/**
 * A lesson with its course and the account of the course's instructor: what the access rules
 * of exercises and questions ask before anything else. Undefined when there is no such lesson.
 */
export async function lessonHome(db: Tx, lessonId: string) {
  const [row] = await db
    .select({
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      kind: lessons.kind,
      isPreview: lessons.isPreview,
      courseId: courses.id,
      courseTitle: courses.title,
      coursePublished: courses.isPublished,
      ownerId: instructors.userId,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(lessons.id, lessonId));
  return row;
}
export type LessonHome = NonNullable<Awaited<ReturnType<typeof lessonHome>>>;
