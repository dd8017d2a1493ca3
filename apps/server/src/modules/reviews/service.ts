import {
  COURSE_NOT_FOUND,
  type CourseReviewQuery,
  type ReviewCreateInput,
  type ReviewUpdateInput,
} from '@kalvi/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, reviews } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';
import { COURSES_CACHE, REVIEWS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import { isEnrolled } from '../classroom/queries.ts';
import { lockCourse, ORDER, pageOfReviews, REVIEW_NOT_FOUND, readReview, recountCourse } from './queries.ts';

export const NOT_ENROLLED =
  'Only learners enrolled in this course can review it. Enrol first, then share your experience.';
export const ALREADY_REVIEWED = 'You have already reviewed this course. Edit your review instead.';
export const NOT_OWNER_EDIT = 'You can only edit your own review';
export const NOT_OWNER_DELETE = 'You can only delete your own review';

export interface ReviewsDeps {
  db: Db;
  readCache: ReadCache;
}

type ReviewPage = Awaited<ReturnType<typeof pageOfReviews>>;

/** Public: every review of a published course, newest first; cached by page. */
export function allReviews(deps: ReviewsDeps, { page, limit }: PageRequest): Promise<ReviewPage> {
  return deps.readCache.get(REVIEWS_CACHE, `all:${page}:${limit}`, () =>
    pageOfReviews(
      deps.db,
      and(eq(courses.isPublished, true), isNull(reviews.hiddenAt)),
      ORDER.newest,
      page,
      limit,
    ),
  );
}

export function myReviews(
  deps: ReviewsDeps,
  userId: string,
  { page, limit }: PageRequest,
): Promise<ReviewPage> {
  return pageOfReviews(deps.db, eq(reviews.userId, userId), ORDER.newest, page, limit);
}

/**
 * A published course's reviews (an unpublished course answers 404, and so do its reviews),
 * cached by query; `present` shapes the cached answer once, as for the catalogue's pages.
 */
export function courseReviews<T extends object>(
  deps: ReviewsDeps,
  courseId: string,
  query: CourseReviewQuery,
  present: (page: ReviewPage) => T,
): Promise<T> {
  const key = `course:${courseId.toLowerCase()}:${query.sort}:${query.rating ?? 'all'}:${query.page}:${query.limit}`;
  return deps.readCache.get(REVIEWS_CACHE, key, async () =>
    present(await listCourseReviews(deps.db, courseId, query)),
  );
}

async function listCourseReviews(tx: Tx, courseId: string, query: CourseReviewQuery): Promise<ReviewPage> {
  if (!isUuid(courseId)) throw notFound(COURSE_NOT_FOUND);
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)))
    .limit(1);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const where = and(
    eq(reviews.courseId, courseId),
    isNull(reviews.hiddenAt),
    query.rating === undefined ? undefined : eq(reviews.rating, query.rating),
  );
  return pageOfReviews(tx, where, ORDER[query.sort], query.page, query.limit);
}

/** A review changes its list and its course's rating and review count. */
function reviewsChanged(deps: ReviewsDeps): void {
  deps.readCache.invalidate(REVIEWS_CACHE, COURSES_CACHE);
}

export async function createReview(deps: ReviewsDeps, userId: string, input: ReviewCreateInput) {
  if (!isUuid(input.course_id)) throw notFound(COURSE_NOT_FOUND);
  const review = await deps.db.transaction(async (tx) => {
    const course = await lockCourse(tx, input.course_id);
    if (!course?.published) throw notFound(COURSE_NOT_FOUND);
    // A live enrolment, as the classroom asks: a refunded learner no longer reviews (decision 130).
    if (course.fee > 0 && !(await isEnrolled(tx, userId, course.id))) throw forbidden(NOT_ENROLLED);
    const [inserted] = await tx
      .insert(reviews)
      .values({ userId, courseId: course.id, rating: input.rating, comment: input.comment })
      .onConflictDoNothing({ target: [reviews.userId, reviews.courseId] })
      .returning({ id: reviews.id });
    if (!inserted) throw conflict(ALREADY_REVIEWED);
    await recountCourse(tx, course.id);
    return readReview(tx, inserted.id);
  });
  reviewsChanged(deps);
  return review;
}

/** The review, locked, after checking it exists and belongs to the caller. */
async function ownReview(tx: Tx, userId: string, id: string, notOwner: string) {
  if (!isUuid(id)) throw notFound(REVIEW_NOT_FOUND);
  const [found] = await tx
    .select({ userId: reviews.userId, courseId: reviews.courseId })
    .from(reviews)
    .where(eq(reviews.id, id))
    .limit(1);
  if (!found) throw notFound(REVIEW_NOT_FOUND);
  if (found.userId !== userId) throw forbidden(notOwner);
  await lockCourse(tx, found.courseId);
  return found;
}

export async function updateReview(deps: ReviewsDeps, userId: string, id: string, input: ReviewUpdateInput) {
  const review = await deps.db.transaction(async (tx) => {
    const found = await ownReview(tx, userId, id, NOT_OWNER_EDIT);
    const updated = await tx
      .update(reviews)
      .set({ rating: input.rating, comment: input.comment, updatedAt: new Date() })
      .where(eq(reviews.id, id))
      .returning({ id: reviews.id });
    if (updated.length === 0) throw notFound(REVIEW_NOT_FOUND);
    await recountCourse(tx, found.courseId);
    return readReview(tx, id);
  });
  reviewsChanged(deps);
  return review;
}

export async function deleteReview(deps: ReviewsDeps, userId: string, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await ownReview(tx, userId, id, NOT_OWNER_DELETE);
    const deleted = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
    if (deleted.length === 0) throw notFound(REVIEW_NOT_FOUND);
    await recountCourse(tx, found.courseId);
  });
  reviewsChanged(deps);
}
