import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, ts } from './columns.ts';

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    level: text('level').notNull(),
    instructorName: text('instructor_name').notNull(),
    instructorTitle: text('instructor_title').notNull().default(''),
    /** Whole rupees, as the catalogue shows them. */
    courseFee: integer('course_fee').notNull(),
    originalCourseFee: integer('original_course_fee').notNull(),
    /** Kept equal to the average of the course's reviews by the review service. */
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    numStudents: integer('num_students').notNull().default(0),
    durationHours: integer('duration_hours').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    lessons: integer('lessons').notNull().default(0),
    quizzes: integer('quizzes').notNull().default(0),
    certifications: boolean('certifications').notNull().default(true),
    graduation: text('graduation').notNull().default(''),
    courseDescription: text('course_description').notNull(),
    language: text('language').notNull().default('Tamil & English'),
    publicationDate: ts('publication_date').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('courses_level_check', sql`${t.level} in ('Beginner', 'Intermediate', 'Advanced')`),
    check('courses_fee_check', sql`${t.courseFee} >= 0 and ${t.originalCourseFee} >= 0`),
    index('courses_popular_idx').on(t.isPublished, t.numStudents.desc(), t.id),
    index('courses_newest_idx').on(t.isPublished, t.publicationDate.desc(), t.id),
    index('courses_rating_idx').on(t.isPublished, t.rating.desc(), t.id),
    index('courses_fee_idx').on(t.isPublished, t.courseFee, t.id),
    index('courses_category_idx').on(t.category),
    index('courses_level_idx').on(t.level),
    // Catalogue search (docs/decisions/021): one trigram index over the searched text, so
    // ILIKE '%term%' is answered from the index; the service matches this exact expression.
    index('courses_search_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.category} || ' ' || ${t.instructorName} || ' ' || ${t.courseDescription}) gin_trgm_ops`,
    ),
  ],
);

export const courseLearningItems = pgTable(
  'course_learning_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('course_learning_items_course_pos_key').on(t.courseId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_user_course_key').on(t.userId, t.courseId),
    index('reviews_course_created_idx').on(t.courseId, t.createdAt.desc()),
    index('reviews_created_idx').on(t.createdAt.desc()),
  ],
);

export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** Null for a free course. */
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_enrollments_user_course_key').on(t.userId, t.courseId),
    index('course_enrollments_course_idx').on(t.courseId),
  ],
);
