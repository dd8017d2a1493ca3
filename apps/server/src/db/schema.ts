/**
 * The database schema, one file per area (drizzle-kit reads it through this file:
 * drizzle.config.ts). Tables are imported from here.
 */
export * from './schema/accounts.ts';
export * from './schema/admin.ts';
export * from './schema/advisor.ts';
export * from './schema/batches.ts';
export * from './schema/classroom.ts';
export * from './schema/coupons.ts';
export * from './schema/courses.ts';
export * from './schema/events.ts';
export * from './schema/exercises.ts';
export * from './schema/gst.ts';
export * from './schema/holidays.ts';
export * from './schema/jobs.ts';
export * from './schema/notifications.ts';
export * from './schema/payments.ts';
export * from './schema/questions.ts';
export * from './schema/referrals.ts';
export * from './schema/refunds.ts';
export * from './schema/settings.ts';
export * from './schema/waitlists.ts';
