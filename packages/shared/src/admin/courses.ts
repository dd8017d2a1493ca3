import { z } from 'zod';
import {
  LIVE_ATTENDANCE_PERCENT_MAX,
  LIVE_ATTENDANCE_PERCENT_MIN,
  LIVE_ATTENDANCE_PERCENT_RANGE,
} from '../batch-live.ts';
import { COURSE_LEVELS } from '../constants.ts';
import { dataAnswer, messageDataAnswer, pageAnswer } from '../envelopes.ts';
import { pageQuery } from '../pagination.ts';

/**
 * Courses in the staff console (docs/decisions/121-staff-courses.md): every field the catalogue
 * and the course detail show, a status (draft, published, archived) and an uploaded picture.
 * Fees in whole rupees, as the catalogue shows them. The same schemas check the console's form
 * and the server's routes.
 */

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** The languages a course is taught in, as the detail view shows them. */
export const COURSE_LANGUAGES = ['Tamil & English', 'Tamil', 'English'] as const;

/** The console list's orders, each walking an index (docs/decisions/121). */
export const STAFF_COURSE_SORTS = ['updated', 'updated-asc', 'title', 'title-desc'] as const;

/** An uploaded course picture: at most 2 MB, and JPEG, PNG or WebP by its bytes. */
export const COURSE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const COURSE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A course picture is stored at most this many pixels wide and high. */
export const COURSE_IMAGE_MAX_PX = 1280;

/** Most things a course lists in "What you'll learn". */
export const LEARN_ITEMS_MAX = 30;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);
/** An optional Tamil text: empty means none (a Tamil reader then sees the English). */
const optionalTa = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));
const count = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

export const adminCourseInputSchema = z
  .object({
    title: required('Title is required', 200, 'Title must be at most 200 characters'),
    titleTa: optionalTa(200, 'Tamil title must be at most 200 characters'),
    category: required('Category is required', 100, 'Category must be at most 100 characters'),
    level: z.enum(COURSE_LEVELS, { error: 'Choose a level' }),
    language: z.enum(COURSE_LANGUAGES, { error: 'Choose a language' }),
    instructorName: required('Instructor is required', 120, 'Instructor must be at most 120 characters'),
    instructorTitle: z
      .string()
      .trim()
      .max(120, 'Instructor title must be at most 120 characters')
      .default(''),
    /** The instructor record teaching it; its linked account may then edit the course. */
    instructorId: z.uuid('Choose an instructor').nullable().default(null),
    courseFee: count('Fee must be a whole number of rupees from 0 to 10,00,000', 1_000_000),
    /** The price before the discount; 0 or the fee itself means no discount. */
    originalCourseFee: count('Original fee must be a whole number of rupees from 0 to 10,00,000', 1_000_000),
    durationHours: count('Hours must be a whole number from 0 to 1,000', 1000),
    durationMinutes: count('Minutes must be a whole number from 0 to 59', 59),
    lessons: count('Lessons must be a whole number from 0 to 1,000', 1000),
    quizzes: count('Quizzes must be a whole number from 0 to 1,000', 1000),
    certifications: z.boolean().default(true),
    /**
     * The share of its live sessions (per cent) a learner in a batch attends for the certificate;
     * null for none. Left out, a saved course keeps its share (docs/product/batches.md).
     */
    liveAttendancePercent: z
      .number({ error: LIVE_ATTENDANCE_PERCENT_RANGE })
      .int(LIVE_ATTENDANCE_PERCENT_RANGE)
      .min(LIVE_ATTENDANCE_PERCENT_MIN, LIVE_ATTENDANCE_PERCENT_RANGE)
      .max(LIVE_ATTENDANCE_PERCENT_MAX, LIVE_ATTENDANCE_PERCENT_RANGE)
      .nullable()
      .optional(),
    /** "Requirements": who can join, shown as the detail view's eligibility. */
    graduation: z.string().trim().max(300, 'Requirements must be at most 300 characters').default(''),
    courseDescription: required(
      'Description is required',
      5000,
      'Description must be at most 5000 characters',
    ),
    courseDescriptionTa: optionalTa(5000, 'Tamil description must be at most 5000 characters'),
    whatYouWillLearn: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Remove the empty line')
          .max(200, 'Each line must be at most 200 characters'),
      )
      .max(LEARN_ITEMS_MAX, 'At most 30 things to learn')
      .default([]),
  })
  .refine((c) => c.originalCourseFee === 0 || c.courseFee <= c.originalCourseFee, {
    path: ['courseFee'],
    message: 'The fee cannot be above the original fee',
  });
export type AdminCourseInput = z.input<typeof adminCourseInputSchema>;
export type AdminCourseValues = z.output<typeof adminCourseInputSchema>;

export const adminCourseSchema = z.object({
  id: z.string(),
  status: z.enum(COURSE_STATUSES),
  title: z.string(),
  titleTa: z.string().nullable(),
  category: z.string(),
  level: z.enum(COURSE_LEVELS),
  language: z.string(),
  instructorName: z.string(),
  instructorTitle: z.string(),
  instructorId: z.string().nullable(),
  courseFee: z.number().int(),
  originalCourseFee: z.number().int(),
  durationHours: z.number().int(),
  durationMinutes: z.number().int(),
  lessons: z.number().int(),
  quizzes: z.number().int(),
  certifications: z.boolean(),
  liveAttendancePercent: z.number().int().nullable(),
  graduation: z.string(),
  courseDescription: z.string(),
  courseDescriptionTa: z.string().nullable(),
  whatYouWillLearn: z.array(z.string()),
  /** The uploaded picture's address (it carries a version, so it is cached for good), or null. */
  imageUrl: z.string().nullable(),
  numStudents: z.number().int(),
  publicationDate: z.string(),
  updatedAt: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

export const adminCourseListQuerySchema = pageQuery(20).extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: z.enum(COURSE_STATUSES, { error: 'Status must be draft, published or archived' }).optional(),
  category: z.string().trim().max(100, 'Category must be at most 100 characters').optional(),
  sort: z
    .enum(STAFF_COURSE_SORTS, { error: 'Sort must be updated, updated-asc, title or title-desc' })
    .default('updated'),
});
export type AdminCourseListQuery = z.infer<typeof adminCourseListQuerySchema>;

/** An instructor record the form offers for "Instructor". */
export const courseInstructorSchema = z.object({ id: z.string(), name: z.string(), title: z.string() });
export type CourseInstructor = z.infer<typeof courseInstructorSchema>;
export const courseInstructorQuerySchema = pageQuery(50).extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});

export const adminCoursePageSchema = pageAnswer(adminCourseSchema);
export const adminCourseAnswerSchema = dataAnswer(adminCourseSchema);
export const adminCourseSavedSchema = messageDataAnswer(adminCourseSchema);
export const courseInstructorPageSchema = pageAnswer(courseInstructorSchema);
