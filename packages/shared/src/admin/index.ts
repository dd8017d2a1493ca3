/**
 * `@kalvi/shared/admin`: the staff console's schemas. A separate entry point on purpose: the
 * main barrel is imported by the learner's pages, and admin schemas there once pushed the
 * /courses page over its script budget (docs/decisions/120-roles-and-access.md).
 */

export * from '../admin-ops/index.ts';
export * from './access.ts';
export * from './audit.ts';
export * from './courses.ts';
export * from './curriculum.ts';
export * from './dashboard.ts';
export * from './exercises.ts';
export * from './people.ts';
export * from './settings.ts';
export * from './users.ts';
