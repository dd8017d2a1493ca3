import type { AdminLearner, LearnerDetail, LearnerListQuery } from '@kalvi/shared/admin';
import { and, desc, eq, gt, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { courses, events, paymentOrders, payments, reviews, sessions, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { readPage } from '../../lib/paging.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';
import { courseEnrolmentsOf, eventEnrolmentsOf } from '../enrollments/queries.ts';
import { refundedSum } from '../orders/queries.ts';

/** The SQL behind the console's learner list and a learner's page (docs/decisions/122). */

type UserRow = typeof users.$inferSelect;

/** How many rows of each kind a learner's page shows; the orders page has the rest. */
export const DETAIL_ROWS = 50;

/** The searched text: exactly the expression of `users_search_idx` (schema/accounts.ts). */
const searchable = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

export function toAdminLearner(row: UserRow): AdminLearner {
  return {
    id: row.id,
    name: personName(row),
    email: row.email,
    phone: row.phone,
    role: row.role,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of accounts, newest first; `q` matches anywhere in the name or e-mail. */
export async function listLearners(
  db: Tx,
  query: LearnerListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    query.q ? ilike(searchable, containsPattern(query.q)) : undefined,
    query.status === 'disabled' ? isNotNull(users.disabledAt) : undefined,
    query.status === 'active' ? isNull(users.disabledAt) : undefined,
  ];
  const where = and(...conditions);
  return readPage(
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
    query,
  );
}

export async function learnerRow(db: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** What the learner's page lists, each read through an index that starts with the user id. */
export async function learnerActivity(
  db: Tx,
  userId: string,
): Promise<Omit<LearnerDetail, keyof AdminLearner>> {
  const now = new Date();
  const [courseRows, eventRows, orderRows, reviewRows, [live]] = await Promise.all([
    courseEnrolmentsOf(db, userId, { limit: DETAIL_ROWS, withRevoked: true }),
    eventEnrolmentsOf(db, userId, DETAIL_ROWS),
    db
      .select({
        id: paymentOrders.id,
        courseTitle: courses.title,
        eventTitle: events.title,
        courseId: paymentOrders.courseId,
        amount: paymentOrders.amount,
        status: paymentOrders.status,
        createdAt: paymentOrders.createdAt,
        refunded: refundedSum,
      })
      .from(paymentOrders)
      .leftJoin(courses, eq(courses.id, paymentOrders.courseId))
      .leftJoin(events, eq(events.id, paymentOrders.eventId))
      .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
      .where(eq(paymentOrders.userId, userId))
      .orderBy(desc(paymentOrders.createdAt))
      .limit(DETAIL_ROWS),
    db
      .select({
        id: reviews.id,
        courseId: reviews.courseId,
        courseTitle: courses.title,
        rating: reviews.rating,
        comment: reviews.comment,
        hiddenAt: reviews.hiddenAt,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt))
      .limit(DETAIL_ROWS),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
  ]);
  return {
    courses: courseRows.map((c) => ({
      id: c.id,
      title: c.title,
      enrolledAt: c.enrolledAt.toISOString(),
      revoked: c.revokedAt !== null,
      paid: c.paymentId !== null,
    })),
    events: eventRows.map((e) => ({
      id: e.id,
      title: e.title,
      startDate: e.startDate.toISOString(),
      enrolledAt: e.enrolledAt.toISOString(),
      paid: e.paymentId !== null,
    })),
    orders: orderRows.map((o) => ({
      id: o.id,
      title: o.courseTitle ?? o.eventTitle ?? '',
      kind: o.courseId ? ('course' as const) : ('event' as const),
      amount: o.amount,
      status: o.status,
      refunded: o.refunded,
      createdAt: o.createdAt.toISOString(),
    })),
    reviews: reviewRows.map((r) => ({
      id: r.id,
      courseId: r.courseId,
      courseTitle: r.courseTitle,
      rating: r.rating,
      comment: r.comment,
      hidden: r.hiddenAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    liveSessions: live?.n ?? 0,
  };
}
