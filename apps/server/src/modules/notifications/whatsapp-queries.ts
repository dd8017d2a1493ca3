import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappCodes, whatsappOptIns } from '../../db/schema.ts';

/** The code waiting for an account's number, and the number as given (docs/decisions/197). */

export type CodeRow = typeof whatsappCodes.$inferSelect;

export async function codeRow(db: Db, userId: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(whatsappCodes).where(eq(whatsappCodes.userId, userId));
  return row;
}

/**
 * The number just sent a code, unconfirmed (opted in now, confirmed never), and its code in place
 * of any earlier one, in one transaction: a number given anew is never left confirmed.
 */
export async function saveGivenNumber(
  db: Db,
  code: { userId: string; phone: string; codeHash: string; expiresAt: Date },
  at: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(whatsappOptIns)
      .values({ userId: code.userId, phone: code.phone, optedInAt: at })
      .onConflictDoUpdate({
        target: whatsappOptIns.userId,
        set: { phone: code.phone, optedInAt: at, optedOutAt: null, optOutVia: null, confirmedAt: null },
      });
    await tx
      .insert(whatsappCodes)
      .values({ ...code, attempts: 0, createdAt: at })
      .onConflictDoUpdate({
        target: whatsappCodes.userId,
        set: {
          phone: code.phone,
          codeHash: code.codeHash,
          attempts: 0,
          expiresAt: code.expiresAt,
          createdAt: at,
        },
      });
  });
}

/**
 * Spends one attempt of a live code before it is compared, in one statement, so parallel guesses
 * cannot pass the limit; undefined when no live code is left to try.
 */
export async function spendAttempt(db: Db, userId: string, maxAttempts: number, now: Date) {
  const [live] = await db
    .update(whatsappCodes)
    .set({ attempts: sql`${whatsappCodes.attempts} + 1` })
    .where(
      and(
        eq(whatsappCodes.userId, userId),
        lt(whatsappCodes.attempts, maxAttempts),
        gt(whatsappCodes.expiresAt, now),
      ),
    )
    .returning({ phone: whatsappCodes.phone, codeHash: whatsappCodes.codeHash });
  return live;
}

/**
 * A matched code is spent and its number confirmed, both or neither: false when another request
 * spent it first, or the number was changed or turned off since.
 */
export async function confirmNumber(
  db: Db,
  userId: string,
  spent: { phone: string; codeHash: string },
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(whatsappCodes)
      .where(and(eq(whatsappCodes.userId, userId), eq(whatsappCodes.codeHash, spent.codeHash)))
      .returning({ userId: whatsappCodes.userId });
    if (used.length === 0) return false;
    const confirmed = await tx
      .update(whatsappOptIns)
      .set({ confirmedAt: at })
      .where(
        and(
          eq(whatsappOptIns.userId, userId),
          eq(whatsappOptIns.phone, spent.phone),
          sql`${whatsappOptIns.optedOutAt} is null`,
        ),
      )
      .returning({ userId: whatsappOptIns.userId });
    return confirmed.length === 1;
  });
}

export async function discardCode(db: Db, userId: string) {
  await db.delete(whatsappCodes).where(eq(whatsappCodes.userId, userId));
}
