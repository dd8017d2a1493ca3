import { z } from 'zod';
import { COURSE_LEVELS, COURSE_PAGE_SIZE, COURSE_SORTS } from './constants.ts';
import { ALL_LEVELS, COURSE_SEARCH_MAX, DEFAULT_COURSE_SORT } from './course-rules.ts';
import { dataAnswer, pageAnswer } from './envelopes.ts';
import { pageQuery } from './pagination.ts';

/** The course of docs/product/courses-and-reviews.md#the-course, as the API sends it (snake_case, docs/product/api-contract.md#naming). */
export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Tamil title and description, null when the course has none (docs/product/languages.md). */
  title_ta: z.string().nullable(),
  category: z.string(),
  level: z.enum(COURSE_LEVELS),
  instructor: z.object({ name: z.string(), title: z.string() }),
  course_fee: z.number(),
  original_course_fee: z.number(),
  rating: z.number(),
  num_reviews: z.number(),
  num_students: z.number(),
  duration_hours: z.number(),
  duration_minutes: z.number(),
  lessons: z.number(),
  quizzes: z.number(),
  certifications: z.boolean(),
  graduation: z.string(),
  course_description: z.string(),
  course_description_ta: z.string().nullable(),
  what_you_will_learn: z.array(z.object({ description: z.string() })),
  publication_date: z.string(),
  language: z.string(),
  /** The picture staff uploaded (its URL carries a version), or null: the course is then drawn. */
  image_url: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/** Course stats (docs/product/courses-and-reviews.md#stats). */
export const courseStatsSchema = z.object({
  total_courses: z.number(),
  total_students: z.number(),
  average_rating: z.number(),
  published_courses: z.number(),
});
export type CourseStats = z.infer<typeof courseStatsSchema>;

export const courseFacetsSchema = z.object({
  categories: z.array(z.string()),
  levels: z.array(z.enum(COURSE_LEVELS)),
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;

/** An empty query parameter (`?level=`) means "not given". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** GET /api/courses query: the parameters of docs/product/courses-and-reviews.md#catalogue-filters-and-sorting, validated the same way on both sides. */
export const courseListQuery = pageQuery(COURSE_PAGE_SIZE).extend({
  search: optionalParam(
    z.string().trim().max(COURSE_SEARCH_MAX, `Search must be at most ${COURSE_SEARCH_MAX} characters`),
  ),
  category: optionalParam(z.string().trim().max(100, 'Unknown category')),
  level: optionalParam(
    z.enum([...COURSE_LEVELS, ALL_LEVELS], {
      error: `Level must be one of ${ALL_LEVELS}, ${COURSE_LEVELS.join(', ')}`,
    }),
  ).transform((v) => (v === ALL_LEVELS ? undefined : v)),
  sort: z
    .enum(COURSE_SORTS, { error: `Sort must be one of ${COURSE_SORTS.join(', ')}` })
    .default(DEFAULT_COURSE_SORT),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

/** GET /api/courses */
export const courseListAnswerSchema = pageAnswer(courseSchema);
export type CourseListAnswer = z.infer<typeof courseListAnswerSchema>;
/** GET /api/courses/:id */
export const courseAnswerSchema = dataAnswer(courseSchema);
export type CourseAnswer = z.infer<typeof courseAnswerSchema>;
/** GET /api/courses/unique */
export const courseFacetsAnswerSchema = dataAnswer(courseFacetsSchema);
export type CourseFacetsAnswer = z.infer<typeof courseFacetsAnswerSchema>;
/** GET /api/courses/stats/overview */
export const courseStatsAnswerSchema = dataAnswer(courseStatsSchema);
export type CourseStatsAnswer = z.infer<typeof courseStatsAnswerSchema>;
/** POST /api/courses/enroll/:courseId: the learner's enrolled course ids after the call. */
export const freeCourseEnrolAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  enrolledCourses: z.array(z.string()),
});
export type FreeCourseEnrolAnswer = z.infer<typeof freeCourseEnrolAnswerSchema>;
