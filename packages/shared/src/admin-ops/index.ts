/**
 * The staff console's orders, refunds, events, leads and reviews schemas: a separate entry
 * point (`@kalvi/shared/admin`), so none of it reaches the learner's bundle.
 */

export * from './coupons.ts';
export * from './events.ts';
export * from './leads.ts';
export * from './refunds.ts';
export * from './reviews.ts';
