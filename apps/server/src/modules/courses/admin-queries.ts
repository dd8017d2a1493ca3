import { makePagination, type Pagination } from '@kalvi/shared';
import type { AdminCourse, AdminCourseListQuery, CourseStatus } from '@kalvi/shared/admin';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { courseLearningItems, courses, instructors } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { containsPattern, titleContains } from '../../lib/like.ts';
import { readPage } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';
import { courseImageUrl, learningLines } from './queries.ts';

/** The staff console's reads of courses: every status, every field the form edits. */

export const COURSE_NOT_FOUND_STAFF = 'Course not found';

export type CourseRow = typeof courses.$inferSelect;

export function toAdminCourse(row: CourseRow, learn: string[]): AdminCourse {
  return {
    id: row.id,
    status: row.status as CourseStatus,
    title: row.title,
    titleTa: row.titleTa ?? null,
    category: row.category,
    level: row.level as AdminCourse['level'],
    language: row.language,
    instructorName: row.instructorName,
    instructorTitle: row.instructorTitle,
    instructorId: row.instructorId,
    courseFee: row.courseFee,
    originalCourseFee: row.originalCourseFee,
    durationHours: row.durationHours,
    durationMinutes: row.durationMinutes,
    lessons: row.lessons,
    quizzes: row.quizzes,
    certifications: row.certifications,
    liveAttendancePercent: row.liveAttendancePercent,
    graduation: row.graduation,
    courseDescription: row.courseDescription,
    courseDescriptionTa: row.courseDescriptionTa ?? null,
    whatYouWillLearn: learn,
    imageUrl: courseImageUrl(row.id, row.imageVersion),
    numStudents: row.numStudents,
    publicationDate: row.publicationDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each order walks its own index: courses_updated_idx / courses_status_updated_idx, courses_title_idx. */
const ORDER: Record<AdminCourseListQuery['sort'], SQL[]> = {
  updated: [desc(courses.updatedAt), desc(courses.id)],
  'updated-asc': [asc(courses.updatedAt), asc(courses.id)],
  title: [asc(courses.title), asc(courses.id)],
  'title-desc': [desc(courses.title), desc(courses.id)],
};

function listFilter(query: AdminCourseListQuery, instructorId: string | undefined): SQL | undefined {
  const conditions: SQL[] = [];
  if (instructorId) conditions.push(eq(courses.instructorId, instructorId));
  if (query.status) conditions.push(eq(courses.status, query.status));
  if (query.category) conditions.push(eq(courses.category, query.category));
  if (query.search) conditions.push(titleContains(courses.title, courses.titleTa, query.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of courses in any status; `instructorId` keeps an instructor to their own. */
export async function listAdminCourses(
  db: Tx,
  query: AdminCourseListQuery,
  instructorId?: string,
): Promise<{ data: AdminCourse[]; pagination: Pagination }> {
  const where = listFilter(query, instructorId);
  const { rows, total } = await readPage(
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(...ORDER[query.sort]),
    db.select({ n: count() }).from(courses).where(where),
    query,
  );
  const learn = await learningLines(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toAdminCourse(r, learn.get(r.id) ?? [])),
    pagination: makePagination(query.page, query.limit, total),
  };
}

/** One course in any status, locked for the change when `lock` is set. */
export async function findCourseRow(db: Tx, id: string, lock = false): Promise<CourseRow> {
  if (!isUuid(id)) throw notFound(COURSE_NOT_FOUND_STAFF);
  const select = db.select().from(courses).where(eq(courses.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw notFound(COURSE_NOT_FOUND_STAFF);
  return row;
}

export async function readAdminCourse(db: Tx, id: string): Promise<AdminCourse> {
  const row = await findCourseRow(db, id);
  return toAdminCourse(row, (await learningLines(db, [id])).get(id) ?? []);
}

export async function presentCourse(db: Tx, row: CourseRow): Promise<AdminCourse> {
  return toAdminCourse(row, (await learningLines(db, [row.id])).get(row.id) ?? []);
}

/** Replaces a course's "What you'll learn" lines, in the order given. */
export async function replaceLearnLines(tx: Tx, courseId: string, lines: string[]): Promise<void> {
  await tx.delete(courseLearningItems).where(eq(courseLearningItems.courseId, courseId));
  if (lines.length === 0) return;
  await tx
    .insert(courseLearningItems)
    .values(lines.map((description, position) => ({ courseId, position, description })));
}

/** Instructor records for the form's choice, by name (instructors_name_idx). */
export async function listCourseInstructors(db: Tx, page: number, limit: number, search?: string) {
  const where = search ? sql`${instructors.name} ilike ${containsPattern(search)}` : undefined;
  const { rows, total } = await readPage(
    db
      .select({ id: instructors.id, name: instructors.name, title: instructors.title })
      .from(instructors)
      .where(where)
      .orderBy(asc(instructors.name), asc(instructors.id)),
    db.select({ n: count() }).from(instructors).where(where),
    { page, limit },
  );
  return { data: rows, pagination: makePagination(page, limit, total) };
}
