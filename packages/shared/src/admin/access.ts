import type { Role } from '../roles.ts';

/**
 * The role table of the staff console (docs/decisions/120-roles-and-access.md): which roles may
 * use each area. The server guards every `/api/admin/...` route with it and the console builds
 * its navigation from it, so the two never disagree. Instructors reach courses and events, and
 * there only their own (the server checks ownership row by row).
 */
export const AREA_ROLES = {
  dashboard: ['staff', 'admin'],
  courses: ['instructor', 'staff', 'admin'],
  events: ['instructor', 'staff', 'admin'],
  /** Curriculum authoring and project review: instructors for their own courses (decision 132). */
  curriculum: ['instructor', 'staff', 'admin'],
  projects: ['instructor', 'staff', 'admin'],
  /** Questions on lessons: instructors answer and hide on their own courses (decision 175). */
  questions: ['instructor', 'staff', 'admin'],
  /** The free practice set belongs to no course: the office curates it (docs/decisions/172-exercise-queue-and-access.md). */
  practice: ['staff', 'admin'],
  /** Event attendance, which issues event certificates: the office's job. */
  attendance: ['staff', 'admin'],
  instructors: ['staff', 'admin'],
  learners: ['staff', 'admin'],
  orders: ['staff', 'admin'],
  /** Coupons are money off the academy's price: the office's call, not an instructor's (decision 181). */
  coupons: ['staff', 'admin'],
  leads: ['staff', 'admin'],
  /** The academy's holidays, which every batch made later skips (docs/product/holidays.md). */
  holidays: ['staff', 'admin'],
  reviews: ['staff', 'admin'],
  settings: ['admin'],
  audit: ['admin'],
  roles: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type AdminArea = keyof typeof AREA_ROLES;

export function mayUse(area: AdminArea, role: Role | undefined): boolean {
  return role !== undefined && (AREA_ROLES[area] as readonly Role[]).includes(role);
}

/** The roles as a mutable list, for `app.requireRole(...rolesFor('courses'))`. */
export function rolesFor(area: AdminArea): Role[] {
  return [...AREA_ROLES[area]];
}
