import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

export const advisorRequests = pgTable(
  'advisor_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    jobTitle: text('job_title').notNull(),
    program: text('program').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
    /** The lead's workflow in the staff console: new -> contacted -> enrolled | closed. */
    status: text('status').notNull().default('new'),
    notes: text('notes').notNull().default(''),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('advisor_requests_status_check', sql`${t.status} in ('new', 'contacted', 'enrolled', 'closed')`),
    index('advisor_requests_dedupe_idx').on(t.email, t.mobile, t.program, t.createdAt.desc()),
    index('advisor_requests_created_idx').on(t.createdAt.desc(), t.id),
    index('advisor_requests_status_idx').on(t.status, t.createdAt.desc()),
    index('advisor_requests_mobile_idx').on(t.mobile),
  ],
);
