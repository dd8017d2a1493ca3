import { date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * The academy's holidays (docs/product/holidays.md): one row a day, named in both languages.
 * A batch made from a pattern holds no session on them (docs/product/batches.md).
 */
export const academyHolidays = pgTable('academy_holidays', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The day on the academy's calendar (India); unique, so a day is a holiday once. */
  date: date('date', { mode: 'string' }).notNull().unique('academy_holidays_date_unique'),
  nameEn: text('name_en').notNull(),
  nameTa: text('name_ta').notNull(),
  createdAt: createdAt(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
});
