import {
  type CourseReviewQuery,
  makePagination,
  type Pagination,
  type Review,
  type ReviewCreateInput,
  type ReviewSort,
  type ReviewUpdateInput,
} from '@kalvi/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseEnrollments, courses, reviews, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { COURSE_NOT_FOUND, isUuid } from '../courses/service.ts';
import type { Tx } from '../enrollments/service.ts';

/** Read-cache namespace of public review lists. */
export const REVIEWS_CACHE = 'reviews';

export const REVIEW_NOT_FOUND = 'Review not found';
export const NOT_ENROLLED =
  'Only learners enrolled in this course can review it. Enrol first, then share your experience.';
export const ALREADY_REVIEWED = 'You have already reviewed this course. Edit your review instead.';
export const NOT_OWNER_EDIT = 'You can only edit your own review';
export const NOT_OWNER_DELETE = 'You can only delete your own review';

const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  courseId: reviews.courseId,
  courseTitle: courses.title,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

type ReviewRow = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  courseId: string;
  courseTitle: string;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
};

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    user_id: row.userId,
    user_name: `${row.firstName} ${row.lastName}`.trim(),
    course_id: row.courseId,
    course_title: row.courseTitle,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

async function pageOfReviews(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  limit: number,
): Promise<{ data: Review[]; pagination: Pagination }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    // Joined like the rows, so a filter on the course (published) counts the same reviews.
    db.select({ n: count() }).from(reviews).innerJoin(courses, eq(courses.id, reviews.courseId)).where(where),
  ]);
  return { data: rows.map(toReview), pagination: makePagination(page, limit, total?.n ?? 0) };
}

/** Public: a course that is not (or no longer) published answers 404, and so do its reviews. */
export function listAllReviews(db: Db, page: number, limit: number) {
  return pageOfReviews(db, eq(courses.isPublished, true), ORDER.newest, page, limit);
}

export function listMyReviews(db: Db, userId: string, page: number, limit: number) {
  return pageOfReviews(db, eq(reviews.userId, userId), ORDER.newest, page, limit);
}

export async function listCourseReviews(db: Db, courseId: string, query: CourseReviewQuery) {
  if (!isUuid(courseId)) throw notFound(COURSE_NOT_FOUND);
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)))
    .limit(1);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const where = and(
    eq(reviews.courseId, courseId),
    query.rating === undefined ? undefined : eq(reviews.rating, query.rating),
  );
  return pageOfReviews(db, where, ORDER[query.sort], query.page, query.limit);
}

/** Keeps rating (average to one decimal) and num_reviews equal to the course's review rows. */
async function recountCourse(tx: Tx, courseId: string): Promise<void> {
  await tx
    .update(courses)
    .set({
      rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::real from ${reviews} where ${reviews.courseId} = ${courseId})`,
      numReviews: sql`(select count(*)::int from ${reviews} where ${reviews.courseId} = ${courseId})`,
    })
    .where(eq(courses.id, courseId));
}

/**
 * Locks the course row for the rest of the transaction. Review writes on one course thus run
 * one after another, so each recount sees every review committed before it.
 */
async function lockCourse(tx: Tx, courseId: string) {
  const [course] = await tx
    .select({ id: courses.id, fee: courses.courseFee, published: courses.isPublished })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return course;
}

async function readReview(tx: Tx, id: string): Promise<Review> {
  const [row] = await tx
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(eq(reviews.id, id))
    .limit(1);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toReview(row);
}

export async function createReview(db: Db, userId: string, input: ReviewCreateInput): Promise<Review> {
  if (!isUuid(input.course_id)) throw notFound(COURSE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, input.course_id);
    if (!course?.published) throw notFound(COURSE_NOT_FOUND);
    if (course.fee > 0) {
      const [enrolled] = await tx
        .select({ id: courseEnrollments.id })
        .from(courseEnrollments)
        .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, course.id)))
        .limit(1);
      if (!enrolled) throw forbidden(NOT_ENROLLED);
    }
    const [inserted] = await tx
      .insert(reviews)
      .values({ userId, courseId: course.id, rating: input.rating, comment: input.comment })
      .onConflictDoNothing({ target: [reviews.userId, reviews.courseId] })
      .returning({ id: reviews.id });
    if (!inserted) throw conflict(ALREADY_REVIEWED);
    await recountCourse(tx, course.id);
    return readReview(tx, inserted.id);
  });
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

export async function updateReview(
  db: Db,
  userId: string,
  id: string,
  input: ReviewUpdateInput,
): Promise<Review> {
  return db.transaction(async (tx) => {
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
}

export async function deleteReview(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await ownReview(tx, userId, id, NOT_OWNER_DELETE);
    const deleted = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
    if (deleted.length === 0) throw notFound(REVIEW_NOT_FOUND);
    await recountCourse(tx, found.courseId);
  });
}
