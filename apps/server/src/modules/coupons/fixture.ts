import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { unique } from '../../test/harness.ts';

/** A coupon straight in the database: 10% off everything, no limits, unless told otherwise. */
export async function insertCoupon(
  database: Database,
  fields: Partial<typeof coupons.$inferInsert> = {},
): Promise<typeof coupons.$inferSelect> {
  const [row] = await database.db
    .insert(coupons)
    .values({ code: unique('C').toUpperCase().slice(0, 32), kind: 'percent', value: 10, ...fields })
    .returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}
