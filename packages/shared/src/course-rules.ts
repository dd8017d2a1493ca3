import type { CourseSort } from './constants.ts';

/*
 * The course and review rules the web app needs at hand, kept apart from the zod schemas so a
 * catalogue visitor's phone does not download the validator just to browse.
 */

/** The level filter's "no filter" value (docs/product/courses-and-reviews.md#catalogue-filters-and-sorting: All Levels is the default). */
export const ALL_LEVELS = 'All Levels';
export const DEFAULT_COURSE_SORT: CourseSort = 'popular';
export const COURSE_SEARCH_MAX = 100;

/** docs/product/courses-and-reviews.md#review-sorting-and-filters: ratings 1-5 are labelled Poor, Fair, Good, Very Good, Excellent. */
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Review lists are short pages; the course modal asks for the first and loads more on demand. */
export const REVIEW_PAGE_SIZE = 10;

/** True when the learner may write a review: enrolled, or the course is free (docs/product/courses-and-reviews.md#who-may-review). */
export function canReviewCourse(
  course: { id: string; course_fee: number },
  enrolledCourses: string[],
): boolean {
  return course.course_fee === 0 || enrolledCourses.includes(course.id);
}

/** The answer for an unknown, unpublished or malformed course id, wherever a course is named. */
export const COURSE_NOT_FOUND = 'Course not found';
