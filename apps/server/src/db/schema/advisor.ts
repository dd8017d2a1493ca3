import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
  },
  (t) => [index('advisor_requests_dedupe_idx').on(t.email, t.mobile, t.program, t.createdAt.desc())],
);
