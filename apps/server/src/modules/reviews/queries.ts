import { makePagination, type Pagination, type Review, type ReviewSort } from '@kalvi/shared';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { courses, reviews, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/paging.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';

/** The review rows as the API shows them, and the counters they keep on their course. */

export const REVIEW_NOT_FOUND = 'Review not found';

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
  // For the console's moderation list (modules/moderation); the public answers leave them out.
  email: users.email,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};

/**
 * Reviews with their writer and course: the rows behind the public lists and the console's
 * moderation list alike.
 */
export function reviewRows(db: Tx) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId));
}
export type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    user_id: row.userId,
    user_name: personName(row),
    course_id: row.courseId,
    course_title: row.courseTitle,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

export async function pageOfReviews(
  db: Tx,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  limit: number,
): Promise<{ data: Review[]; pagination: Pagination }> {
  const { rows, total } = await readPage(
    reviewRows(db)
      .where(where)
      .orderBy(...order),
    // Joined like the rows, so a filter on the course (published) counts the same reviews.
    db.select({ n: count() }).from(reviews).innerJoin(courses, eq(courses.id, reviews.courseId)).where(where),
    { page, limit },
  );
  return { data: rows.map(toReview), pagination: makePagination(page, limit, total) };
}

/** Keeps rating (average to one decimal) and num_reviews equal to the course's visible review rows (hidden ones by staff do not count). */
export async function recountCourse(tx: Tx, courseId: string): Promise<void> {
  await tx
    .update(courses)
    .set({
      rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::real from ${reviews} where ${reviews.courseId} = ${courseId} and ${reviews.hiddenAt} is null)`,
      numReviews: sql`(select count(*)::int from ${reviews} where ${reviews.courseId} = ${courseId} and ${reviews.hiddenAt} is null)`,
    })
    .where(eq(courses.id, courseId));
}

/**
 * Locks the course row for the rest of the transaction. Review writes on one course thus run
 * one after another, so each recount sees every review committed before it.
 */
export async function lockCourse(tx: Tx, courseId: string) {
  const [course] = await tx
    .select({ id: courses.id, fee: courses.courseFee, published: courses.isPublished })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return course;
}

export async function readReview(tx: Tx, id: string): Promise<Review> {
  const [row] = await reviewRows(tx).where(eq(reviews.id, id)).limit(1);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toReview(row);
}
