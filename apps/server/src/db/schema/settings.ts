import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { updatedAt } from './columns.ts';

/** The seller as a tax invoice prints it, copied onto the payment when the invoice is issued. */
export interface SellerSnapshot {
  legalName: string;
  gstin: string;
  /** The GST state code (docs/decisions/178); absent on invoices issued before migration 0016. */
  stateCode?: string;
  address: string;
  email: string;
  phone: string;
}

/** The social links the footer shows; an empty address is not shown. */
export interface SocialLinks {
  instagram: string;
  linkedin: string;
  facebook: string;
  twitter: string;
  youtube: string;
}

/**
 * The academy's own facts, edited by an admin in the console (docs/decisions/123): one row,
 * id 1, written by the migration with the values that used to be constants in code, so a
 * production database without the development seed has it too.
 */
export const academySettings = pgTable(
  'academy_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    gstin: text('gstin').notNull(),
    /** The GST state code of the registration (docs/decisions/178): 33 is Tamil Nadu. */
    stateCode: text('state_code').notNull().default('33'),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    social: jsonb('social').$type<SocialLinks>().notNull(),
    bannerTextEn: text('banner_text_en').notNull().default(''),
    bannerTextTa: text('banner_text_ta').notNull().default(''),
    /** The banner's first and last day (India time), inclusive; an open end is no limit. */
    bannerStartsOn: date('banner_starts_on', { mode: 'string' }),
    bannerEndsOn: date('banner_ends_on', { mode: 'string' }),
    homeVideoUrl: text('home_video_url').notNull().default(''),
    aboutVideoUrl: text('about_video_url').notNull().default(''),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('academy_settings_one_row', sql`${t.id} = 1`)],
);
