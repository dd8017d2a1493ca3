import { makePagination, type Pagination } from '@kalvi/shared';
import type { ModeratedReview, ModerationQuery } from '@kalvi/shared/admin';
import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { writeThenInvalidate } from '../../lib/cached-write.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { readPage } from '../../lib/paging.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';
import { COURSES_CACHE, REVIEWS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import {
  lockCourse,
  REVIEW_NOT_FOUND,
  type ReviewRow,
  recountCourse,
  reviewRows,
} from '../reviews/queries.ts';

/**
 * Staff moderation of reviews: a hidden review stays in the database (its writer still sees
 * it under My reviews) but leaves every public list, the course's rating and its count at once.
 */

export interface ModerationDeps {
  db: Db;
  readCache: ReadCache;
}

export const REVIEW_HIDDEN = 'Review hidden';
export const REVIEW_RESTORED = 'Review restored';

function toModerated(row: ReviewRow): ModeratedReview {
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    learnerName: personName(row),
    learnerEmail: row.email,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
  };
}

const STATE: Record<ModerationQuery['state'], SQL | undefined> = {
  all: undefined,
  visible: isNull(reviews.hiddenAt),
  hidden: isNotNull(reviews.hiddenAt),
};

/** Newest first (reviews_created_idx), hidden ones newest hidden first (reviews_hidden_idx). */
export async function listForModeration(
  { db }: DbDeps,
  query: ModerationQuery,
): Promise<{ data: ModeratedReview[]; pagination: Pagination }> {
  const where = STATE[query.state];
  const order =
    query.state === 'hidden'
      ? [desc(reviews.hiddenAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const { rows, total } = await readPage(
    reviewRows(db)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(reviews).where(where),
    query,
  );
  return { data: rows.map(toModerated), pagination: makePagination(query.page, query.limit, total) };
}

async function readModerated(tx: Tx, id: string): Promise<ModeratedReview> {
  const [row] = await reviewRows(tx).where(eq(reviews.id, id));
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toModerated(row);
}

/**
 * Hides or restores a review under its course's lock (the same lock review writes take), then
 * recounts the course, so rating and count follow at once; the public caches are dropped.
 * Answers the review before and after, for the audit log.
 */
export async function setReviewHidden(
  deps: ModerationDeps,
  actor: AdminActor,
  reviewId: string,
  hidden: boolean,
  reason: string,
): Promise<{ before: ModeratedReview; after: ModeratedReview }> {
  if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  return writeThenInvalidate(deps, [REVIEWS_CACHE, COURSES_CACHE], async (tx) => {
    const before = await readModerated(tx, reviewId);
    await lockCourse(tx, before.courseId);
    await tx
      .update(reviews)
      .set(
        hidden
          ? { hiddenAt: new Date(), hiddenReason: reason, hiddenBy: actor.id }
          : { hiddenAt: null, hiddenReason: '', hiddenBy: null },
      )
      .where(eq(reviews.id, reviewId));
    await recountCourse(tx, before.courseId);
    const after = await readModerated(tx, reviewId);
    await writeAudit(tx, actor, {
      action: hidden ? 'review.hide' : 'review.restore',
      entityType: 'review',
      entityId: reviewId,
      before,
      after: { ...after, reason },
    });
    return { before, after };
  });
}
