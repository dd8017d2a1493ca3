import { z } from 'zod';
import { profileUpdateSchema } from './auth.ts';
import { isPlaceCode } from './gst-states.ts';

/**
 * PUT /api/auth/profile: the profile's fields and the learner's state or union territory. Apart
 * from auth.ts so that the sign-in and sign-up forms do not carry the list of places.
 */
export const profileSchema = profileUpdateSchema.extend({
  /**
   * A GST place code, '96' outside India; '' is none. Prefills the checkout's place of supply
   * (docs/decisions/187). Left out, it stays as it was.
   */
  stateCode: z
    .string()
    .trim()
    .max(2, { message: 'Choose your state or union territory from the list', abort: true })
    .refine((v) => v === '' || isPlaceCode(v), 'Choose your state or union territory from the list')
    .optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;
