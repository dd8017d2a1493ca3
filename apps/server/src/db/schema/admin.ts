import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea, createdAt, updatedAt } from './columns.ts';

/**
 * A person who teaches: the record the catalogue shows (name, title, photo, bio), linked to an
 * instructor account when there is one. Courses and events point here, which is what makes an
 * instructor the owner of them (docs/decisions/120-roles-and-access.md).
 */
export const instructors = pgTable(
  'instructors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** A photo URL or the path of an uploaded photo; empty when there is none. */
    photoUrl: text('photo_url').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('instructors_user_key').on(t.userId),
    index('instructors_name_idx').on(t.name, t.id),
    // The console's instructor search and its same-name check (docs/decisions/122).
    index('instructors_search_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * An instructor's uploaded photo, checked by its bytes (modules/auth/profile.ts decodePhoto) and
 * served at /api/instructors/:id/photo; the record's photo_url names it with a version.
 */
export const instructorPhotos = pgTable('instructor_photos', {
  instructorId: uuid('instructor_id')
    .primaryKey()
    .references(() => instructors.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every change made in the staff console: who, when, what, and the row before and after.
 * Written in the same transaction as the change (lib/audit.ts), so neither exists
 * without the other. `actorId` is null for the command line (`npm run user:role`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, kept when the account is gone. */
    actorEmail: text('actor_email').notNull().default(''),
    /** `<entity>.<verb>`, e.g. `course.publish`, `user.role`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);
