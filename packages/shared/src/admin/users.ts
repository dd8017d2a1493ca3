import { z } from 'zod';
import { emailField } from '../auth.ts';
import { roleSchema } from '../roles.ts';

/** PUT /api/admin/users/:id/role: what an admin grants from a learner's page. */
export const roleGrantSchema = z.object({ role: roleSchema });
export type RoleGrant = z.infer<typeof roleGrantSchema>;

/** POST /api/admin/roles: the same grant, naming the account by its e-mail. */
export const roleGrantByEmailSchema = z.object({ email: emailField, role: roleSchema });
export type RoleGrantByEmail = z.infer<typeof roleGrantByEmailSchema>;

/** What a grant changed. */
export const roleChangeSchema = z.object({
  userId: z.string(),
  email: z.string(),
  before: roleSchema,
  after: roleSchema,
});
export type RoleChange = z.infer<typeof roleChangeSchema>;
