import { COURSE_NOT_FOUND, type CourseListQuery } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';
import { notFound, paymentRequired } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { BATCHES_CACHE, COURSES_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import { chosenBatch, joinFreeBatch } from '../batches/enrolment-service.ts';
import { addCourseEnrollment, enrolledCourseIds } from '../enrollments/queries.ts';
import { courseFacets, courseStats, getCourse, listCourses } from './queries.ts';

export const PAYMENT_NEEDED = 'This course is paid: please complete the payment to enrol.';

export interface CoursesDeps {
  db: Db;
  readCache: ReadCache;
  /** Queues the confirmation and reminders once an enrolment has committed (docs/decisions/131). */
  jobs?: Pick<JobQueue, 'enrolled'>;
}

type CoursePage = Awaited<ReturnType<typeof listCourses>>;

/**
 * A page of published courses. Pages are cached by their normalised query; `present` shapes
 * the answer once when the cache is filled (docs/decisions/020: serialised and compressed once).
 */
export function coursePage<T extends object>(
  deps: CoursesDeps,
  query: CourseListQuery,
  present: (page: CoursePage) => T,
): Promise<T> {
  const key = JSON.stringify([
    query.page,
    query.limit,
    query.search?.toLowerCase(),
    query.category,
    query.level,
    query.sort,
  ]);
  return deps.readCache.get(COURSES_CACHE, `list:${key}`, async () =>
    present(await listCourses(deps.db, query)),
  );
}

/** One published course, cached by its id as `coursePage` caches pages. */
export function oneCourse<T extends object>(
  deps: CoursesDeps,
  id: string,
  present: (course: Awaited<ReturnType<typeof getCourse>>) => T,
): Promise<T> {
  return deps.readCache.get(COURSES_CACHE, `course:${id.toLowerCase()}`, async () =>
    present(await getCourse(deps.db, id)),
  );
}

export function facets(deps: CoursesDeps) {
  return deps.readCache.get(COURSES_CACHE, 'unique', () => courseFacets(deps.db));
}

export function stats(deps: CoursesDeps) {
  return deps.readCache.get(COURSES_CACHE, 'stats', () => courseStats(deps.db));
}

/**
 * Free enrolment (docs/product/courses-and-reviews.md#free-enrolment). Paid courses go through payments. Enrolling twice is
 * harmless: the second call changes nothing and answers the same list.
 */
export async function enrolInFreeCourse(
  deps: CoursesDeps,
  userId: string,
  courseId: string,
  batchId?: string,
): Promise<{ outcome: 'enrolled' | 'already'; enrolledCourses: string[] }> {
  if (!isUuid(courseId)) throw notFound(COURSE_NOT_FOUND);
  const enrolled = await deps.db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, fee: courses.courseFee })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)))
      .limit(1);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (course.fee > 0) throw paymentRequired(PAYMENT_NEEDED);
    // A course taught in batches takes a seat of the chosen one first (docs/decisions/215).
    const now = new Date();
    const batch = await chosenBatch(tx, courseId, batchId, now);
    if (batch) await joinFreeBatch(tx, { courseId, batchId: batch, userId, now });
    const outcome = await addCourseEnrollment(tx, { userId, courseId, paymentId: null });
    return { outcome, enrolledCourses: await enrolledCourseIds(tx, userId) };
  });
  // The learner count on the course's card has changed.
  if (enrolled.outcome === 'enrolled') {
    deps.readCache.invalidate(COURSES_CACHE, BATCHES_CACHE);
    await deps.jobs?.enrolled('course', userId, courseId);
  }
  return enrolled;
}
