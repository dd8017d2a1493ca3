import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { instructors } from './admin.ts';
import { bytea, createdAt, ts, updatedAt } from './columns.ts';

/** The course a row belongs to: the row goes when the course goes. */
export const courseRef = () =>
  uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Tamil title and description (docs/product/languages.md); null shows the English ones. */
    titleTa: text('title_ta'),
    category: text('category').notNull(),
    level: text('level').notNull(),
    instructorName: text('instructor_name').notNull(),
    instructorTitle: text('instructor_title').notNull().default(''),
    /** The instructor's record; its account, when linked, owns the row (docs/decisions/120-roles-and-access.md). */
    instructorId: uuid('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
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
    /** The share of its live sessions (per cent) a learner in a batch attends for the certificate; null: none. */
    liveAttendancePercent: integer('live_attendance_percent'),
    graduation: text('graduation').notNull().default(''),
    courseDescription: text('course_description').notNull(),
    courseDescriptionTa: text('course_description_ta'),
    language: text('language').notNull().default('Tamil & English'),
    publicationDate: ts('publication_date').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    /** Set when staff archive the course: out of the catalogue and the console's working lists. */
    archivedAt: ts('archived_at'),
    /**
     * draft, published or archived, derived from the two columns above so the console can
     * filter by it through an index and it can never disagree with them (docs/decisions/121).
     */
    status: text('status')
      .notNull()
      .generatedAlwaysAs(
        sql`case when archived_at is not null then 'archived' when is_published then 'published' else 'draft' end`,
      ),
    /** The uploaded picture's version (course_images); 0 when the course has none and is drawn. */
    imageVersion: integer('image_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    // The catalogue's total (a count of published courses, by category and level): read from
    // this narrow partial index alone, not the table; 2.3 ms -> 0.9 ms for 10,000 courses, and
    // 1.8 ms -> 0.3 ms for a category (docs/performance/catalogue-count.md).
    index('courses_published_facets_idx').on(t.category, t.level).where(sql`${t.isPublished}`),
    index('courses_instructor_idx').on(t.instructorId),
    check(
      'courses_live_attendance_percent_check',
      sql`${t.liveAttendancePercent} is null or ${t.liveAttendancePercent} between 1 and 100`,
    ),
    check('courses_archived_unpublished_check', sql`${t.archivedAt} is null or not ${t.isPublished}`),
    // The staff console's list (docs/decisions/121): by status, newest change or title first.
    index('courses_status_updated_idx').on(t.status, t.updatedAt.desc(), t.id),
    index('courses_updated_idx').on(t.updatedAt.desc(), t.id),
    index('courses_title_idx').on(t.title, t.id),
    // The console's search by title (English or Tamil); ILIKE '%term%' answered from the index.
    index('courses_title_search_idx').using(
      'gin',
      sql`(${t.title} || ' ' || coalesce(${t.titleTa}, '')) gin_trgm_ops`,
    ),
    // Catalogue search (docs/decisions/021): one trigram index over the searched text, so
    // ILIKE '%term%' is answered from the index; the service matches this exact expression.
    index('courses_search_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.category} || ' ' || ${t.instructorName} || ' ' || ${t.courseDescription}) gin_trgm_ops`,
    ),
  ],
);

/** A course's uploaded picture, checked by its bytes (JPEG, PNG or WebP), served with its version in the URL. */
export const courseImages = pgTable('course_images', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

export const courseLearningItems = pgTable(
  'course_learning_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: courseRef(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('course_learning_items_course_pos_key').on(t.courseId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    courseId: courseRef(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when staff hide the review; a hidden review leaves every public list and count. */
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason').notNull().default(''),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_user_course_key').on(t.userId, t.courseId),
    index('reviews_course_created_idx').on(t.courseId, t.createdAt.desc()),
    index('reviews_created_idx').on(t.createdAt.desc()),
    // The moderation list's "hidden" filter: only hidden rows are in it.
    index('reviews_hidden_idx').on(t.hiddenAt.desc()).where(sql`${t.hiddenAt} is not null`),
  ],
);

export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** Null for a free course. */
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
    /** Set by a refund or by staff: the learner loses the lessons at once (docs/decisions/130). */
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('course_enrollments_user_course_key').on(t.userId, t.courseId),
    index('course_enrollments_course_idx').on(t.courseId),
    // The dashboard's enrolments over the last days.
    index('course_enrollments_created_idx').on(t.createdAt),
  ],
);
