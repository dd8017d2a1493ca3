import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { academyHolidays } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/** The SQL of the academy's holidays; batches read `holidayDatesBetween` when they plan sessions. */

const columns = {
  id: academyHolidays.id,
  date: academyHolidays.date,
  nameEn: academyHolidays.nameEn,
  nameTa: academyHolidays.nameTa,
};

export function holidaysBetween(db: Db | Tx, from: string, to: string) {
  return db
    .select(columns)
    .from(academyHolidays)
    .where(and(gte(academyHolidays.date, from), lte(academyHolidays.date, to)))
    .orderBy(asc(academyHolidays.date));
}

/** The holidays' dates from `from` to `to`, both included (YYYY-MM-DD). */
export async function holidayDatesBetween(db: Db | Tx, from: string, to: string): Promise<string[]> {
  return (await holidaysBetween(db, from, to)).map((h) => h.date);
}

export async function holidayById(db: Db | Tx, id: string) {
  const [row] = await db.select(columns).from(academyHolidays).where(eq(academyHolidays.id, id));
  return row;
}

/** The new row, or undefined when its date is already a holiday. */
export async function insertHoliday(
  tx: Tx,
  values: { date: string; nameEn: string; nameTa: string; createdBy: string },
) {
  const [row] = await tx.insert(academyHolidays).values(values).onConflictDoNothing().returning(columns);
  return row;
}

/** The removed row, or undefined when there was none. */
export async function deleteHoliday(tx: Tx, id: string) {
  const [row] = await tx.delete(academyHolidays).where(eq(academyHolidays.id, id)).returning(columns);
  return row;
}
