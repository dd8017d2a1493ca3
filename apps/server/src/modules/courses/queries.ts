import {
  COURSE_LEVELS,
  COURSE_NOT_FOUND,
  type Course,
  type CourseFacets,
  type CourseListQuery,
  type CourseStats,
  makePagination,
  type Pagination,
} from '@kalvi/shared';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { courseLearningItems, courses } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { containsPattern } from '../../lib/like.ts';
import { readPage } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';

/** The catalogue's reads; the service caches them. */

type CourseRow = typeof courses.$inferSelect;

/** The address of a course's uploaded picture; a new upload gets a new address, so each is cached for good. */
export function courseImageUrl(courseId: string, version: number): string | null {
  return version > 0 ? `/api/course-images/${courseId}?v=${version}` : null;
}

/** One decimal, as the catalogue shows ratings. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

function toCourse(row: CourseRow, learn: { description: string }[]): Course {
  return {
    id: row.id,
    title: row.title,
    title_ta: row.titleTa ?? null,
    category: row.category,
    level: row.level as Course['level'],
    instructor: { name: row.instructorName, title: row.instructorTitle },
    course_fee: row.courseFee,
    original_course_fee: row.originalCourseFee,
    rating: oneDecimal(row.rating),
    num_reviews: row.numReviews,
    num_students: row.numStudents,
    duration_hours: row.durationHours,
    duration_minutes: row.durationMinutes,
    lessons: row.lessons,
    quizzes: row.quizzes,
    certifications: row.certifications,
    graduation: row.graduation,
    course_description: row.courseDescription,
    course_description_ta: row.courseDescriptionTa ?? null,
    what_you_will_learn: learn,
    publication_date: row.publicationDate.toISOString(),
    language: row.language,
    image_url: courseImageUrl(row.id, row.imageVersion),
  };
}

/**
 * The indexes say `desc nulls last` (drizzle-kit writes `.desc()` so), and PostgreSQL's plain
 * `desc` means nulls first: an order that does not match them sorted every published course
 * instead of reading 12 rows from the index (docs/decisions/158-api-near-the-floor.md). The
 * columns are not null, so the order of the rows is the same.
 */
const descNullsLast = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/**
 * Each sort walks its own (is_published, key, id) index; id breaks ties so pages never
 * repeat or skip a course.
 */
const ORDER: Record<CourseListQuery['sort'], SQL[]> = {
  popular: [descNullsLast(courses.numStudents), asc(courses.id)],
  newest: [descNullsLast(courses.publicationDate), asc(courses.id)],
  rating: [descNullsLast(courses.rating), asc(courses.id)],
  'price-low': [asc(courses.courseFee), asc(courses.id)],
  'price-high': [desc(courses.courseFee), asc(courses.id)],
};

function listFilter(query: CourseListQuery): SQL | undefined {
  const conditions: SQL[] = [eq(courses.isPublished, true)];
  if (query.category) conditions.push(eq(courses.category, query.category));
  if (query.level) conditions.push(eq(courses.level, query.level));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(${courses.title} || ' ' || ${courses.category} || ' ' || ${courses.instructorName} || ' ' || ${courses.courseDescription}) ilike ${pattern}`,
    );
  }
  return and(...conditions);
}

/**
 * A course's learning items, in order, as a column of the catalogue query: one round trip for
 * a page instead of a second query after it (docs/decisions/158-api-near-the-floor.md).
 */
function learningItemsOf() {
  // Spelt out with an alias: drizzle writes columns inside sql`` unqualified, and a bare "id"
  // here would name the item's own id.
  return sql<
    string[] | null
  >`(select json_agg(items.description order by items.position) from ${courseLearningItems} as items where items.course_id = ${courses}.id)`;
}

/**
 * What each course teaches, line by line in order, by course: the catalogue's course page and
 * the console's course desk read the same lines.
 */
export async function learningLines(db: Tx, courseIds: string[]): Promise<Map<string, string[]>> {
  const byCourse = new Map<string, string[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({ courseId: courseLearningItems.courseId, description: courseLearningItems.description })
    .from(courseLearningItems)
    .where(inArray(courseLearningItems.courseId, courseIds))
    .orderBy(courseLearningItems.courseId, courseLearningItems.position);
  for (const row of rows)
    byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.description]);
  return byCourse;
}

export async function listCourses(
  db: Db,
  query: CourseListQuery,
): Promise<{ data: Course[]; pagination: Pagination }> {
  const where = listFilter(query);
  const { rows, total } = await readPage(
    db
      .select({ ...getTableColumns(courses), learn: learningItemsOf() })
      .from(courses)
      .where(where)
      .orderBy(...ORDER[query.sort]),
    db.select({ n: count() }).from(courses).where(where),
    query,
  );
  return {
    data: rows.map((r) =>
      toCourse(
        r,
        (r.learn ?? []).map((description) => ({ description })),
      ),
    ),
    pagination: makePagination(query.page, query.limit, total),
  };
}

/** A published course by id; unknown, unpublished or malformed ids are all "not found". */
export async function getCourse(db: Db, id: string): Promise<Course> {
  if (!isUuid(id)) throw notFound(COURSE_NOT_FOUND);
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isPublished, true)))
    .limit(1);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  const learn = (await learningLines(db, [row.id])).get(row.id) ?? [];
  return toCourse(
    row,
    learn.map((description) => ({ description })),
  );
}

export async function courseFacets(db: Db): Promise<CourseFacets> {
  const [categories, levels] = await Promise.all([
    db
      .selectDistinct({ category: courses.category })
      .from(courses)
      .where(eq(courses.isPublished, true))
      .orderBy(courses.category),
    db.selectDistinct({ level: courses.level }).from(courses).where(eq(courses.isPublished, true)),
  ]);
  const present = new Set(levels.map((l) => l.level));
  return {
    categories: categories.map((c) => c.category),
    levels: COURSE_LEVELS.filter((level) => present.has(level)),
  };
}

/** Course stats (docs/product/courses-and-reviews.md#stats), counted from the rows; the average is over courses that have reviews. */
export async function courseStats(db: Db): Promise<CourseStats> {
  const [row] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${courses.isPublished})::int`,
      students: sql<number>`coalesce(sum(${courses.numStudents}) filter (where ${courses.isPublished}), 0)::int`,
      average: sql<number>`coalesce(round(avg(${courses.rating}) filter (where ${courses.isPublished} and ${courses.numReviews} > 0)::numeric, 1), 0)::float8`,
    })
    .from(courses);
  return {
    total_courses: row?.total ?? 0,
    total_students: Number(row?.students ?? 0),
    average_rating: Number(row?.average ?? 0),
    published_courses: Number(row?.published ?? 0),
  };
}
