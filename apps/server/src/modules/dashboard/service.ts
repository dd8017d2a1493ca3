import { gstinIssuesInvoices } from '@kalvi/shared';
import type { Dashboard } from '@kalvi/shared/admin';
import { and, asc, count, eq, gt, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  advisorRequests,
  courseEnrollments,
  eventEnrollments,
  events,
  payments,
  refundRequests,
  refunds,
  users,
} from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import type { Tx } from '../../lib/tx.ts';
import { questionFigures } from '../questions/queries.ts';
import { settingsRow } from '../settings/queries.ts';
import { discountFigures } from './discounts.ts';

const DAYS = 30;
const UPCOMING_EVENTS = 5;
/** India has no daylight saving: its calendar day is UTC shifted by 5 h 30 min. */
const IST_OFFSET_MS = 330 * 60_000;

/** The India calendar day of a moment, as YYYY-MM-DD. */
const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The last `DAYS` India days, oldest first, and the moment the oldest began. */
function window(now: Date): { days: string[]; since: Date } {
  const today = indiaDay(now);
  const todayStart = new Date(Date.parse(`${today}T00:00:00Z`) - IST_OFFSET_MS);
  const days = Array.from({ length: DAYS }, (_, i) =>
    indiaDay(new Date(todayStart.getTime() + (i - DAYS + 1) * 86_400_000 + IST_OFFSET_MS)),
  );
  return { days, since: new Date(todayStart.getTime() - (DAYS - 1) * 86_400_000) };
}

/**
 * A per-day total of one table since `since`: a range scan on its created_at index, grouped by
 * the India day. `value` is what is summed (count(*) when omitted).
 */
async function perDay(
  tx: Tx,
  table: PgTable,
  createdAt: AnyPgColumn,
  since: Date,
  value = sql<number>`count(*)`,
  extra?: SQL,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${createdAt} at time zone 'UTC' + interval '330 minutes', 'YYYY-MM-DD')`;
  const rows = await tx
    .select({ day, total: sql<number>`(${value})::bigint` })
    .from(table)
    .where(extra ? and(gte(createdAt, since), extra) : gte(createdAt, since))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, Number(r.total)]));
}

/** Sums a per-day map over the last n days of the window. */
function lastDays(map: Map<string, number>, days: string[], n: number): number {
  return days.slice(-n).reduce((sum, d) => sum + (map.get(d) ?? 0), 0);
}

/**
 * The dashboard's figures (docs/decisions/123). Revenue is what payments brought in, less the
 * refunds made (pending or processed: money promised back) on the same days, in paise.
 */
/** The figures, and whether the academy's GSTIN lets it sell (docs/decisions/178). */
export async function dashboardFigures(
  { db, production }: DbDeps & { production: boolean },
  now = new Date(),
): Promise<Dashboard> {
  const [figures, settings] = await Promise.all([dashboardCounts(db, now), settingsRow(db)]);
  return { ...figures, gstinReady: gstinIssuesInvoices(settings.gstin, production) };
}

async function dashboardCounts(tx: Tx, now: Date): Promise<Omit<Dashboard, 'gstinReady'>> {
  const { days, since } = window(now);
  const [taken, returned, registered, courseJoins, eventJoins, leadRows, upcoming, queue, asked, discounts] =
    await Promise.all([
      perDay(tx, payments, payments.createdAt, since, sql<number>`coalesce(sum(${payments.amount}), 0)`),
      perDay(
        tx,
        refunds,
        refunds.createdAt,
        since,
        sql<number>`coalesce(sum(${refunds.amount}), 0)`,
        inArray(refunds.status, ['pending', 'processed']),
      ),
      perDay(tx, users, users.createdAt, since),
      perDay(tx, courseEnrollments, courseEnrollments.createdAt, since),
      perDay(tx, eventEnrollments, eventEnrollments.createdAt, since),
      tx
        .select({ status: advisorRequests.status, total: count() })
        .from(advisorRequests)
        .groupBy(advisorRequests.status),
      tx
        .select({
          id: events.id,
          title: events.title,
          startDate: events.startDate,
          seatsTaken: events.seatsTaken,
          seats: events.maxParticipants,
        })
        .from(events)
        .where(and(gt(events.startDate, now), eq(events.cancelled, false)))
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(UPCOMING_EVENTS),
      tx.select({ total: count() }).from(refundRequests).where(isNull(refundRequests.resolvedAt)),
      questionFigures(tx, new Date(now.getTime() - DAYS * 86_400_000)),
      discountFigures(tx, since),
    ]);

  const revenue = (n: number) => {
    const gross = lastDays(taken, days, n);
    const refunded = lastDays(returned, days, n);
    return { gross, refunded, net: gross - refunded };
  };
  const three = (map: Map<string, number>) => ({
    today: lastDays(map, days, 1),
    days7: lastDays(map, days, 7),
    days30: lastDays(map, days, DAYS),
  });
  const enrolled = new Map(days.map((d) => [d, (courseJoins.get(d) ?? 0) + (eventJoins.get(d) ?? 0)]));
  const leads = { new: 0, contacted: 0, enrolled: 0, closed: 0 };
  for (const row of leadRows) if (row.status in leads) leads[row.status as keyof typeof leads] = row.total;

  return {
    revenue: { today: revenue(1), days7: revenue(7), days30: revenue(DAYS) },
    registrations: three(registered),
    enrolments: three(enrolled),
    leads,
    upcomingEvents: upcoming.map((e) => ({ ...e, startDate: e.startDate.toISOString() })),
    refundQueue: queue[0]?.total ?? 0,
    questions: asked,
    discounts,
    daily: days.map((day) => ({
      day,
      net: (taken.get(day) ?? 0) - (returned.get(day) ?? 0),
      registrations: registered.get(day) ?? 0,
    })),
  };
}
