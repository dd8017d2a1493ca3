import { createHash, randomBytes } from 'node:crypto';
import { CURRENT_PASSWORD_WRONG, RESET_LINK_INVALID, RESET_TOKEN_TTL_MINUTES } from '@kalvi/shared';
import { verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { passwordResetTokens, sessions, users } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { refuseCommonPassword } from './password-policy.ts';
import { findUserByEmail, findUserById, hashPassword, minutes } from './service.ts';

/**
 * Password reset and change: each sets a new password (the common-password policy first) and
 * ends the sessions the old one opened.
 */

/** Ends every live session of the user except `keep` (the one making the change, if any). */
async function revokeSessionsOf(tx: Tx, userId: string, keep?: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...(keep ? [ne(sessions.id, keep)] : [])),
    );
}

// ---------------------------------------------------------------- password reset

/** Reset tokens carry 256 random bits, so a plain SHA-256 is enough to keep them unusable at rest. */
const resetDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A reset token for the address, or null when it has no account (the caller says the same either way). */
export async function createResetToken(
  tx: Tx,
  email: string,
): Promise<{ token: string; tokenId: string; firstName: string; language: 'en' | 'ta' | null } | null> {
  const row = await findUserByEmail(tx, email);
  if (!row) return null;
  const token = randomBytes(32).toString('base64url');
  const [saved] = await tx
    .insert(passwordResetTokens)
    .values({
      userId: row.id,
      tokenHash: resetDigest(token),
      expiresAt: new Date(Date.now() + minutes(RESET_TOKEN_TTL_MINUTES)),
    })
    .returning({ id: passwordResetTokens.id });
  if (!saved) throw new Error('reset token insert returned nothing');
  return { token, tokenId: saved.id, firstName: row.firstName, language: row.preferredLanguage ?? null };
}

export async function discardResetToken(tx: Tx, tokenId: string): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.id, tokenId));
}

/**
 * Sets the new password, spends the token and every other open one, and ends every session.
 * Returns the account's address, so the caller can clear its sign-in throttle.
 */
export async function resetPassword({ db }: DbDeps, token: string, password: string): Promise<string> {
  refuseCommonPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, resetDigest(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(RESET_LINK_INVALID);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    const [owner] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email });
    await revokeSessionsOf(tx, spent.userId);
    if (!owner) throw badRequest(RESET_LINK_INVALID);
    return owner.email;
  });
}

export async function changePassword(
  { db }: DbDeps,
  who: { id: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  refuseCommonPassword(input.newPassword, 'newPassword');
  const row = await findUserById(db, who.id);
  if (!row || !(await verify(row.passwordHash, input.currentPassword))) {
    throw badRequest(CURRENT_PASSWORD_WRONG);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, who.id));
    await revokeSessionsOf(tx, who.id, who.sessionId);
  });
}
