import {
  COUPON_APPLIED,
  COUPON_CODE_TAKEN,
  COUPON_ITEMS_MISSING,
  COUPON_NOT_FOUND,
  COUPON_PAUSED_NOW,
  COUPON_RESUMED,
  type CouponPreview,
  type CouponPreviewInput,
  makePagination,
  type Pagination,
  PRICE_QUOTED,
} from '@kalvi/shared';
import type { Coupon, CouponInput, CouponListQuery, CouponWithItems } from '@kalvi/shared/admin';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { coupons, courses, events } from '../../db/schema.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { escapeLike } from '../../lib/like.ts';
import { readPage } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';
import { alreadyOwned, loadItem } from '../orders/items.ts';
import { priceOrder } from '../orders/pricing.ts';
import type { CouponRow } from './queries.ts';

/** Coupons: the console's list and form, and the checkout's preview (docs/decisions/181-coupons.md). */

function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as Coupon['kind'],
    value: row.value,
    courseIds: row.courseIds,
    eventIds: row.eventIds,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    perLearnerLimit: row.perLearnerLimit,
    minOrder: row.minOrder,
    active: row.active,
    used: row.used,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCoupons(
  { db }: DbDeps,
  query: CouponListQuery,
): Promise<{ data: Coupon[]; pagination: Pagination }> {
  const term = query.q?.trim().toUpperCase();
  const where = term ? sql`${coupons.code} like ${`${escapeLike(term)}%`}` : undefined;
  const { rows, total } = await readPage(
    db.select().from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)),
    db.select({ n: count() }).from(coupons).where(where),
    query,
  );
  return { data: rows.map(toCoupon), pagination: makePagination(query.page, query.limit, total) };
}

async function readCoupon(tx: Tx, id: string): Promise<Coupon> {
  if (!isUuid(id)) throw notFound(COUPON_NOT_FOUND);
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw notFound(COUPON_NOT_FOUND);
  return toCoupon(row);
}

/** The coupon and the titles of what it is limited to, for the form's chosen items. */
export async function getCoupon({ db }: DbDeps, id: string): Promise<CouponWithItems> {
  const coupon = await readCoupon(db, id);
  const [courseRows, eventRows] = await Promise.all([
    coupon.courseIds.length
      ? db
          .select({ id: courses.id, title: courses.title })
          .from(courses)
          .where(inArray(courses.id, coupon.courseIds))
      : [],
    coupon.eventIds.length
      ? db
          .select({ id: events.id, title: events.title })
          .from(events)
          .where(inArray(events.id, coupon.eventIds))
      : [],
  ]);
  const items = [
    ...courseRows.map((r) => ({ kind: 'course' as const, ...r })),
    ...eventRows.map((r) => ({ kind: 'event' as const, ...r })),
  ];
  return { ...coupon, items };
}

/** The code is free (but for the coupon itself) and every chosen course and event exists. */
async function checkInput(tx: Tx, input: CouponInput, id: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon-code:${input.code}`}))`);
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, input.code), id ? ne(coupons.id, id) : undefined));
  if (taken) throw conflict(COUPON_CODE_TAKEN);
  const courseIds = [...new Set(input.courseIds)];
  const eventIds = [...new Set(input.eventIds)];
  const [foundCourses] = courseIds.length
    ? await tx.select({ n: count() }).from(courses).where(inArray(courses.id, courseIds))
    : [{ n: 0 }];
  const [foundEvents] = eventIds.length
    ? await tx.select({ n: count() }).from(events).where(inArray(events.id, eventIds))
    : [{ n: 0 }];
  if (Number(foundCourses?.n ?? 0) !== courseIds.length || Number(foundEvents?.n ?? 0) !== eventIds.length) {
    throw badRequest(COUPON_ITEMS_MISSING);
  }
}

function columns(input: CouponInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.value,
    courseIds: [...new Set(input.courseIds)],
    eventIds: [...new Set(input.eventIds)],
    validFrom: input.validFrom ? new Date(input.validFrom) : null,
    validUntil: input.validUntil ? new Date(input.validUntil) : null,
    maxUses: input.maxUses,
    perLearnerLimit: input.perLearnerLimit,
    minOrder: input.minOrder,
    active: input.active,
  };
}

export async function createCoupon({ db }: DbDeps, actor: AuditActor, input: CouponInput): Promise<Coupon> {
  return db.transaction(async (tx) => {
    await checkInput(tx, input, null);
    const [row] = await tx.insert(coupons).values(columns(input)).returning();
    if (!row) throw new Error('coupon insert returned nothing');
    const after = toCoupon(row);
    await writeAudit(tx, actor, {
      action: 'coupon.create',
      entityType: 'coupon',
      entityId: row.id,
      before: null,
      after,
    });
    return after;
  });
}

/** Edits a coupon; its count of uses is the checkout's and stays as it is. */
export async function updateCoupon(
  { db }: DbDeps,
  actor: AuditActor,
  id: string,
  input: CouponInput,
): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const before = await readCoupon(tx, id);
    await checkInput(tx, input, id);
    await tx
      .update(coupons)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(coupons.id, id));
    const after = await readCoupon(tx, id);
    await writeAudit(tx, actor, {
      action: 'coupon.update',
      entityType: 'coupon',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Pauses or resumes a coupon; answers the message to show. */
export async function setCouponActive(
  { db }: DbDeps,
  actor: AuditActor,
  id: string,
  active: boolean,
): Promise<{ coupon: Coupon; message: string }> {
  return db.transaction(async (tx) => {
    const before = await readCoupon(tx, id);
    await tx.update(coupons).set({ active, updatedAt: new Date() }).where(eq(coupons.id, id));
    const after = await readCoupon(tx, id);
    const action = active ? 'coupon.resume' : 'coupon.pause';
    await writeAudit(tx, actor, { action, entityType: 'coupon', entityId: id, before, after });
    return { coupon: after, message: active ? COUPON_RESUMED : COUPON_PAUSED_NOW };
  });
}

/**
 * What this learner would pay for the item now, priced by the code that prices the order:
 * a coupon's or referral code's discount when one is given, then credit (decisions 181, 182).
 * The order itself checks and prices everything again.
 */
export async function previewCoupon(
  { db }: DbDeps,
  userId: string,
  input: CouponPreviewInput,
): Promise<{ preview: CouponPreview; message: string }> {
  const now = new Date();
  const item = await loadItem(db, input, now);
  if (await alreadyOwned(db, userId, item)) throw conflict(`You are already enrolled in this ${item.kind}!`);
  const priced = await priceOrder(db, { userId, item, couponCode: input.code, now });
  const preview = {
    code: priced.coupon?.code ?? '',
    listPrice: priced.listPaise,
    discount: priced.coupon?.discount ?? 0,
    credit: priced.credit,
    total: priced.amount,
  };
  return { preview, message: priced.coupon ? COUPON_APPLIED : PRICE_QUOTED };
}
