import type { ReferralSettings, ReferralSummary } from '@kalvi/shared';
import { and, count, eq, sum } from 'drizzle-orm';
import { referralRewards, referralSettings } from '../../db/schema.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { balanceOf, codeOf, referralSettingsRow } from './queries.ts';

/** A learner's referral code and credit, and the console's referral terms (docs/decisions/182-referrals-and-credit.md). */

export async function referralSummary({ db }: DbDeps, userId: string): Promise<ReferralSummary> {
  const code = await db.transaction((tx) => codeOf(tx, userId));
  const [pending] = await db
    .select({ amount: sum(referralRewards.amount), friends: count() })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrerId, userId), eq(referralRewards.status, 'pending')));
  const [granted] = await db
    .select({ friends: count() })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrerId, userId), eq(referralRewards.status, 'granted')));
  const settings = await referralSettingsRow(db);
  return {
    code,
    balance: await balanceOf(db, userId),
    pending: Number(pending?.amount ?? 0),
    friends: Number(pending?.friends ?? 0) + Number(granted?.friends ?? 0),
    discountPercent: settings.discountPercent,
    creditPaise: settings.creditPaise,
  };
}

export async function readReferralSettings({ db }: DbDeps): Promise<ReferralSettings> {
  const { discountPercent, creditPaise } = await referralSettingsRow(db);
  return { discountPercent, creditPaise };
}

export async function saveReferralSettings(
  { db }: DbDeps,
  actor: AuditActor & { id: string },
  input: ReferralSettings,
): Promise<ReferralSettings> {
  return db.transaction(async (tx) => {
    const { discountPercent, creditPaise } = await referralSettingsRow(tx);
    const before = { discountPercent, creditPaise };
    await tx
      .update(referralSettings)
      .set({ ...input, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(referralSettings.id, 1));
    await writeAudit(tx, actor, {
      action: 'referrals.settings',
      entityType: 'settings',
      entityId: 'referrals',
      before,
      after: input,
    });
    return input;
  });
}
