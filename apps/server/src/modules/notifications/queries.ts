import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  users,
  whatsappOptIns,
} from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The notification of a key: made now, or the one made before (a key is made once, ever). */
export async function insertNotification(
  db: Db,
  values: typeof notifications.$inferInsert,
): Promise<{ row: NotificationRow; created: boolean }> {
  const [made] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: notifications.key })
    .returning();
  if (made) return { row: made, created: true };
  const [existing] = await db.select().from(notifications).where(eq(notifications.key, values.key));
  if (!existing) throw new Error(`notification ${values.key} neither made nor found`);
  return { row: existing, created: false };
}

export async function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

export async function preferenceRows(db: Db, userId: string) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(
  db: Db,
  userId: string,
  kind: string,
  email: boolean,
  whatsapp: boolean,
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, email, whatsapp })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email, whatsapp },
    });
}

export async function optInRow(db: Db, userId: string) {
  const [row] = await db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, userId));
  return row;
}

/**
 * The learner's number when they are opted in now and proved the number with its code; undefined
 * otherwise: an unconfirmed number gets nothing but its code (docs/decisions/197).
 */
export async function activePhone(db: Db, userId: string): Promise<string | undefined> {
  const row = await optInRow(db, userId);
  return row && !row.optedOutAt && row.confirmedAt ? row.phone : undefined;
}

export async function saveOptOut(
  db: Db,
  where: { userId: string } | { phone: string },
  via: string,
  at: Date,
) {
  // A STOP speaks for the number, so it reaches only the accounts that proved they hold it.
  const match =
    'userId' in where
      ? eq(whatsappOptIns.userId, where.userId)
      : and(eq(whatsappOptIns.phone, where.phone), isNotNull(whatsappOptIns.confirmedAt));
  return db
    .update(whatsappOptIns)
    .set({ optedOutAt: at, optOutVia: via })
    .where(and(match, isNull(whatsappOptIns.optedOutAt)))
    .returning({ userId: whatsappOptIns.userId });
}

export async function recipient(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row && { ...row, language: row.language === 'ta' ? ('ta' as const) : ('en' as const) };
}

export async function pageOfNotifications(db: Db, userId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One query on the partial index notifications_unread_idx. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markRead(db: Db, userId: string, id: string | undefined, at: Date) {
  return db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        id ? eq(notifications.id, id) : undefined,
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
}

export async function ensureDelivery(db: Db, notificationId: string, channel: 'email' | 'whatsapp') {
  await db
    .insert(notificationDeliveries)
    .values({ notificationId, channel })
    .onConflictDoNothing({ target: [notificationDeliveries.notificationId, notificationDeliveries.channel] });
}

export async function setDelivery(
  db: Db,
  notificationId: string,
  channel: 'email' | 'whatsapp',
  set: { status: string; providerId?: string; error?: string },
) {
  await db
    .insert(notificationDeliveries)
    .values({ notificationId, channel, ...set, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [notificationDeliveries.notificationId, notificationDeliveries.channel],
      set: { ...set, updatedAt: new Date() },
    });
}

export async function deliveryByProviderId(db: Db, providerId: string) {
  const [row] = await db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.providerId, providerId));
  return row;
}

export async function updateDeliveryStatus(db: Db, id: string, status: string, error: string) {
  await db
    .update(notificationDeliveries)
    .set({ status, error: error.slice(0, 500), updatedAt: sql`now()` })
    .where(eq(notificationDeliveries.id, id));
}

export async function deliveryOf(db: Db, notificationId: string, channel: 'email' | 'whatsapp') {
  const [row] = await db
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.channel, channel),
      ),
    );
  return row;
}
