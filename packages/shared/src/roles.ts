import { z } from 'zod';

/**
 * The roles an account can hold (docs/decisions/120-roles-and-access.md). Kept in the main
 * entry because the session's user carries its role; everything else of the staff console
 * lives in `@kalvi/shared/admin`, so the learner's pages never download it.
 */
export const ROLES = ['learner', 'instructor', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES, { error: 'Role must be learner, instructor, staff or admin' });

/** The roles that may open the staff console at all; each page narrows this further. */
export const CONSOLE_ROLES: readonly Role[] = ['instructor', 'staff', 'admin'];

export function mayOpenConsole(role: Role | undefined): boolean {
  return role !== undefined && CONSOLE_ROLES.includes(role);
}
