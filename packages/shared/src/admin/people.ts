import { z } from 'zod';
import { emailField } from '../auth.ts';
import { dataAnswer, messageDataAnswer, pageAnswer } from '../envelopes.ts';
import { pageQuery } from '../pagination.ts';
import { roleSchema } from '../roles.ts';

/**
 * The console's Learners and Instructors pages (docs/decisions/122-learners-instructors-refund-requests.md).
 * Timestamps travel as ISO strings; amounts in paise, as orders count.
 */

const searchText = z.string().trim().max(120, 'Search text is too long').optional();

/** GET /api/admin/learners: every account, newest first, or those whose name or e-mail holds `q`. */
export const learnerListQuery = pageQuery(20).extend({
  q: searchText,
  status: z
    .enum(['all', 'active', 'disabled'], { error: 'Status must be all, active or disabled' })
    .default('all'),
});
export type LearnerListQuery = z.infer<typeof learnerListQuery>;

export const adminLearnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: roleSchema,
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLearner = z.infer<typeof adminLearnerSchema>;

export const learnerDetailSchema = adminLearnerSchema.extend({
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      enrolledAt: z.string(),
      revoked: z.boolean(),
      paid: z.boolean(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startDate: z.string(),
      enrolledAt: z.string(),
      paid: z.boolean(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      kind: z.enum(['course', 'event']),
      amount: z.number().int(),
      status: z.string(),
      refunded: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      courseId: z.string(),
      courseTitle: z.string(),
      rating: z.number().int(),
      comment: z.string(),
      hidden: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  /** How many sessions are live now (signed-in devices). */
  liveSessions: z.number().int(),
});
export type LearnerDetail = z.infer<typeof learnerDetailSchema>;

/** POST /api/admin/learners/:id/disable: why, for the audit log (the learner does not see it). */
export const accountDisableInputSchema = z.object({
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').default(''),
});

export const learnerPageAnswerSchema = pageAnswer(adminLearnerSchema);
export const learnerAnswerSchema = dataAnswer(learnerDetailSchema);
export const learnerChangeAnswerSchema = messageDataAnswer(learnerDetailSchema);

// ---------------------------------------------------------------- instructors

/**
 * The photo as the form sends it: '' for none, an image data URL for a new upload (checked by its
 * bytes on the server, at most 5 MB), or the record's current photo address to keep it.
 */
export const instructorPhotoField = z.string().max(7_200_000, 'Image size must be less than 5MB');

export const instructorInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(120, 'Name must be at most 120 characters'),
  title: z.string().trim().max(120, 'Title must be at most 120 characters').default(''),
  bio: z.string().trim().max(2000, 'Bio must be at most 2000 characters').default(''),
  photo: instructorPhotoField.default(''),
  /** The instructor's account, by its e-mail; empty for none. */
  accountEmail: z.union([z.literal(''), emailField]).default(''),
});
export type InstructorInput = z.input<typeof instructorInputSchema>;
export type InstructorValues = z.infer<typeof instructorInputSchema>;

export const instructorListQuery = pageQuery(20).extend({ q: searchText });
export type InstructorListQuery = z.infer<typeof instructorListQuery>;

export const adminInstructorSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  photoUrl: z.string(),
  account: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  courseCount: z.number().int(),
  eventCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminInstructor = z.infer<typeof adminInstructorSchema>;

export const instructorDetailSchema = adminInstructorSchema.extend({
  courses: z.array(z.object({ id: z.string(), title: z.string(), published: z.boolean() })),
  events: z.array(
    z.object({ id: z.string(), title: z.string(), startDate: z.string(), cancelled: z.boolean() }),
  ),
});
export type InstructorDetail = z.infer<typeof instructorDetailSchema>;

export const instructorPageAnswerSchema = pageAnswer(adminInstructorSchema);
export const instructorAnswerSchema = dataAnswer(instructorDetailSchema);
export const instructorChangeAnswerSchema = messageDataAnswer(instructorDetailSchema);
