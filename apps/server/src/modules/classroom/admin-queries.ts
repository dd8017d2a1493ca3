import { makePagination, type Pagination } from '@kalvi/shared';
import type { AdminCurriculum, AdminLesson, AuthorableCourse } from '@kalvi/shared/admin';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import {
  courseSections,
  courses,
  exerciseSubmissions,
  exercises,
  lessonProgress,
  lessons,
  projectSubmissions,
  quizAttempts,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { containsPattern } from '../../lib/like.ts';
import { readPage } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';
import { loadOutline } from './queries.ts';

type LessonRow = typeof lessons.$inferSelect;
type SectionRow = typeof courseSections.$inferSelect;

export const COURSE_NOT_FOUND = 'Course not found';
export const SECTION_NOT_FOUND = 'Section not found';
export const LESSON_NOT_FOUND = 'Lesson not found';

export function toAdminLesson(row: LessonRow): AdminLesson {
  return {
    id: row.id,
    sectionId: row.sectionId,
    position: row.position,
    kind: row.kind as AdminLesson['kind'],
    title: row.title,
    durationMinutes: row.durationMinutes,
    isPreview: row.isPreview,
    isRequired: row.isRequired,
    body: row.body,
    videoUrl: row.videoUrl,
    startsAt: row.startsAt?.toISOString() ?? null,
    joinUrl: row.joinUrl,
    recordingUrl: row.recordingUrl,
    quizQuestions: row.quizQuestions,
    passPercent: row.passPercent,
    maxAttempts: row.maxAttempts,
  };
}

/** The whole curriculum as its authors see it, quiz answers included (console only). */
export async function adminCurriculum(db: Tx, courseId: string): Promise<AdminCurriculum> {
  const found = isUuid(courseId) ? await loadOutline(db, courseId) : undefined;
  if (!found) throw notFound(COURSE_NOT_FOUND);
  return {
    course: { id: found.course.id, title: found.course.title, isPublished: found.course.isPublished },
    sections: found.sections.map((s) => ({
      id: s.id,
      title: s.title,
      position: s.position,
      lessons: found.lessons.filter((l) => l.sectionId === s.id).map(toAdminLesson),
    })),
  };
}

/**
 * Every curriculum change of a course runs after this row lock, so two authors' changes (or a
 * double click) happen one after the other and positions stay 0..n-1 without gaps or twins.
 */
export async function lockCourse(tx: Tx, courseId: string): Promise<void> {
  const [row] = isUuid(courseId)
    ? await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update')
    : [];
  if (!row) throw notFound(COURSE_NOT_FOUND);
}

export async function sectionOf(tx: Tx, courseId: string, sectionId: string): Promise<SectionRow> {
  const [row] = isUuid(sectionId)
    ? await tx
        .select()
        .from(courseSections)
        .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)))
    : [];
  if (!row) throw notFound(SECTION_NOT_FOUND);
  return row;
}

export async function lessonOf(tx: Tx, courseId: string, lessonId: string): Promise<LessonRow> {
  const [row] = isUuid(lessonId)
    ? await tx
        .select()
        .from(lessons)
        .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
    : [];
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return row;
}

export async function lessonsInOrder(tx: Tx, sectionId: string): Promise<LessonRow[]> {
  return tx
    .select()
    .from(lessons)
    .where(eq(lessons.sectionId, sectionId))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

/** Writes positions 0..n-1 in the given order, touching only rows whose position changes. */
export async function renumber(
  tx: Tx,
  table: typeof courseSections | typeof lessons,
  rows: { id: string; position: number }[],
): Promise<void> {
  for (const [index, row] of rows.entries()) {
    if (row.position !== index) await tx.update(table).set({ position: index }).where(eq(table.id, row.id));
  }
}

/** True when some learner has finished, attempted or handed in work for the lesson. */
export async function hasLearnerWork(tx: Tx, lessonId: string): Promise<boolean> {
  const checks = [
    tx.select({ n: count() }).from(lessonProgress).where(eq(lessonProgress.lessonId, lessonId)),
    tx.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.lessonId, lessonId)),
    tx.select({ n: count() }).from(projectSubmissions).where(eq(projectSubmissions.lessonId, lessonId)),
    tx
      .select({ n: count() })
      .from(exerciseSubmissions)
      .innerJoin(exercises, eq(exercises.id, exerciseSubmissions.exerciseId))
      .where(eq(exercises.lessonId, lessonId)),
  ];
  for (const check of checks) {
    const [row] = await check;
    if ((row?.n ?? 0) > 0) return true;
  }
  return false;
}

/** The course picker: by title, an instructor's own only (courses_instructor_idx). */
export async function authorableCourses(
  db: Tx,
  page: number,
  limit: number,
  search: string,
  instructorId: string | undefined,
): Promise<{ data: AuthorableCourse[]; pagination: Pagination }> {
  const filters: SQL[] = [];
  if (instructorId) filters.push(eq(courses.instructorId, instructorId));
  if (search) filters.push(ilike(courses.title, containsPattern(search)));
  const where = filters.length ? and(...filters) : undefined;
  const { rows, total } = await readPage(
    db
      .select({
        id: courses.id,
        title: courses.title,
        instructorName: courses.instructorName,
        isPublished: courses.isPublished,
      })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.title), asc(courses.id)),
    db.select({ n: count() }).from(courses).where(where),
    { page, limit },
  );
  return { data: rows, pagination: makePagination(page, limit, total) };
}
