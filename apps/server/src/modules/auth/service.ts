import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_EXISTS,
  OTP_INVALID,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type RegisterInput,
  type User,
} from '@kalvi/shared';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes, sessions, users } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';
import { enrolledCourseIds, enrolledEventIds } from '../enrollments/queries.ts';
import { refuseCommonPassword } from './password-policy.ts';

type UserRow = typeof users.$inferSelect;

export const minutes = (n: number) => n * 60 * 1000;

/** The public address of a stored photo; the version makes a new photo a new URL. */
export function avatarUrl(userId: string, version: number): string {
  return version > 0 ? `/api/auth/avatar/${userId}?v=${version}` : '';
}

/** The user of docs/product/accounts-and-sessions.md#the-user with the profile extras and enrolments. */
export async function toUser(tx: Tx, row: UserRow): Promise<User> {
  const [enrolledCourses, enrolledEvents] = await Promise.all([
    enrolledCourseIds(tx, row.id),
    enrolledEventIds(tx, row.id),
  ]);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: personName(row),
    email: row.email,
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    website: row.website,
    profilePicture: avatarUrl(row.id, row.avatarVersion),
    socialLinks: row.socialLinks,
    stateCode: row.stateCode,
    enrolledCourses,
    enrolledEvents,
    preferredLanguage: row.preferredLanguage ?? null,
    role: row.role,
  };
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The signed-in user as GET /api/auth/me answers it, or null when the account is gone. */
export async function currentUser({ db }: DbDeps, userId: string): Promise<User | null> {
  const row = await findUserById(db, userId);
  return row ? toUser(db, row) : null;
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

// ---------------------------------------------------------------- passwords

export const hashPassword = (password: string) => hash(password);

/**
 * A hash of a password nobody has, verified when the address is unknown so that an unknown
 * address costs the same argon2 work as a wrong password and timing tells nothing.
 */
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** The user whose password this is, or null; always does one argon2 verification. */
export async function checkCredentials(tx: Tx, email: string, password: string): Promise<UserRow | null> {
  const row = await findUserByEmail(tx, email);
  const ok = await verify(row?.passwordHash ?? (await dummyPasswordHash()), password);
  return row && ok ? row : null;
}

// ---------------------------------------------------------------- registration codes

/**
 * Codes are kept as an HMAC keyed with the server secret: six digits hashed plainly could be
 * recovered from a leaked table in a second.
 */
function otpDigest(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${email}:${code}`).digest('hex');
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/**
 * Stores a fresh code for the address (replacing any earlier one), or says the address already
 * has an account: the caller answers the same either way (docs/decisions/102). A re-sent code
 * keeps the attempts already spent within the window, so asking again buys no extra guesses.
 */
export async function createOtp(
  tx: Tx,
  secret: string,
  input: { email: string; firstName: string },
): Promise<{ registered: false; code: string; codeHash: string } | { registered: true; firstName: string }> {
  const owner = await findUserByEmail(tx, input.email);
  if (owner) return { registered: true, firstName: owner.firstName };
  const code = newOtpCode();
  const codeHash = otpDigest(secret, input.email, code);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + minutes(OTP_TTL_MINUTES));
  const windowStart = new Date(now.getTime() - minutes(OTP_TTL_MINUTES)).toISOString();
  const windowOpen = sql`${otpCodes.createdAt} > ${windowStart}::timestamptz`;
  await tx
    .insert(otpCodes)
    .values({
      email: input.email,
      firstName: input.firstName,
      codeHash,
      attempts: 0,
      expiresAt,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: otpCodes.email,
      set: {
        firstName: input.firstName,
        codeHash,
        expiresAt,
        attempts: sql`CASE WHEN ${windowOpen} THEN ${otpCodes.attempts} ELSE 0 END`,
        createdAt: sql`CASE WHEN ${windowOpen} THEN ${otpCodes.createdAt} ELSE ${now.toISOString()}::timestamptz END`,
      },
    });
  return { registered: false, code, codeHash };
}

/** Takes back a code whose e-mail could not be sent, unless a newer request replaced it. */
export async function discardOtp(tx: Tx, email: string, codeHash: string): Promise<void> {
  await tx.delete(otpCodes).where(and(eq(otpCodes.email, email), eq(otpCodes.codeHash, codeHash)));
}

/**
 * Spends one of the code's attempts before comparing, in one statement, so parallel guesses
 * cannot get past the limit; a match deletes the code (single use). Throws on a bad code.
 */
async function consumeOtp(tx: Tx, secret: string, email: string, code: string): Promise<void> {
  const [live] = await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.email, email),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .returning({ codeHash: otpCodes.codeHash });
  if (!live || !sameDigest(live.codeHash, otpDigest(secret, email, code))) throw badRequest(OTP_INVALID);
  const used = await tx
    .delete(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.codeHash, live.codeHash)))
    .returning({ email: otpCodes.email });
  if (used.length === 0) throw badRequest(OTP_INVALID);
}

/** What registering needs: the database, the code secret and a way to open a session. */
export interface RegisterDeps {
  db: Db;
  secret: string;
  issueSession: (userId: string) => Promise<string>;
}

export async function register(
  { db, secret, issueSession }: RegisterDeps,
  input: RegisterInput,
  /** The language the learner registered in: their first choice, until they change it. */
  language: 'en' | 'ta',
): Promise<{ token: string; user: User }> {
  // Before the code is spent, so the learner can pick another password with the same code.
  refuseCommonPassword(input.password, 'password');
  // The attempt must count even when the rest fails, so the code check commits on its own.
  await consumeOtp(db, secret, input.email, input.otp);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      passwordHash,
      preferredLanguage: language,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw conflict(ACCOUNT_EXISTS);
  const token = await issueSession(row.id);
  return { token, user: await toUser(db, row) };
}

// ---------------------------------------------------------------- sessions

export async function revokeSession({ db }: DbDeps, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
