import type { Role } from '@kalvi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, ts, updatedAt } from './columns.ts';

/** The account a row belongs to: the row goes when the account goes. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    location: text('location').notNull().default(''),
    bio: text('bio').notNull().default(''),
    website: text('website').notNull().default(''),
    /** GST place code of the learner's state ('96' abroad), '' until given: prefills checkout (docs/decisions/187). */
    stateCode: text('state_code').notNull().default(''),
    socialLinks: jsonb('social_links')
      .$type<{ linkedin: string; github: string; twitter: string; instagram: string }>()
      .notNull()
      .default({ linkedin: '', github: '', twitter: '', instagram: '' }),
    /** Bumped on every new photo so its URL changes and caches refresh. */
    avatarVersion: integer('avatar_version').notNull().default(0),
    /** 'en' or 'ta' once the learner chose; null until then (docs/product/languages.md). */
    preferredLanguage: text('preferred_language').$type<'en' | 'ta'>(),
    /** What the account may do beyond learning (docs/decisions/120-roles-and-access.md). */
    role: text('role').$type<Role>().notNull().default('learner'),
    /** Set when staff disable the account: it cannot sign in and its sessions are ended. */
    disabledAt: ts('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('learner', 'instructor', 'staff', 'admin')`),
    // The console lists the staff by role; learners are the rest and are found by e-mail.
    index('users_role_idx').on(t.role),
    index('users_created_idx').on(t.createdAt.desc(), t.id),
    // The console's learner search (docs/decisions/122): ILIKE '%term%' over name and e-mail,
    // answered from one trigram index; modules/learners/queries.ts matches this exact expression.
    index('users_search_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    // The learners page's "disabled" filter: only disabled accounts are in it.
    index('users_disabled_idx').on(t.disabledAt.desc()).where(sql`${t.disabledAt} is not null`),
  ],
);

export const avatars = pgTable('avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/** A signed-in device; the JWT names its row so logout and password reset can revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** For the idle timeout (docs/decisions/107); touched at most once a minute. */
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** At most one live registration code per address: requesting again replaces it. */
export const otpCodes = pgTable('otp_codes', {
  email: text('email').primaryKey(),
  firstName: text('first_name').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
