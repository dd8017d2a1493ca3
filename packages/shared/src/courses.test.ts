import { describe, expect, it } from 'vitest';
import { canReviewCourse, RATING_LABELS } from './course-rules.ts';
import { courseListQuery } from './courses.ts';
import { formatDuration, relativeDate } from './format.ts';
import { courseReviewQuery, reviewCreateSchema, reviewUpdateSchema } from './reviews.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('course display rules', () => {
  it('shows durations in hours and minutes', () => {
    expect(formatDuration(12, 30)).toBe('12h 30m');
    expect(formatDuration(3, 0)).toBe('3h');
    expect(formatDuration(0, 45)).toBe('45m');
  });

  it('dates reviews relatively, then by the date after a year', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    expect(relativeDate(daysAgo(0), now)).toBe('Today');
    expect(relativeDate(daysAgo(1), now)).toBe('Yesterday');
    expect(relativeDate(daysAgo(5), now)).toBe('5 days ago');
    expect(relativeDate(daysAgo(7), now)).toBe('7 days ago');
    expect(relativeDate(daysAgo(14), now)).toBe('2 weeks ago');
    expect(relativeDate(daysAgo(45), now)).toBe('1 month ago');
    expect(relativeDate(daysAgo(200), now)).toBe('6 months ago');
    expect(relativeDate(daysAgo(400), now)).toBe('October 18, 2025');
  });

  it('labels ratings Poor to Excellent', () => {
    expect(RATING_LABELS).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
  });
});

describe('course list query', () => {
  it('defaults to page 1 of 10, popular, no filters', () => {
    expect(courseListQuery.parse({})).toEqual({ page: 1, limit: 10, sort: 'popular' });
  });

  it('treats All Levels and empty parameters as no filter', () => {
    expect(courseListQuery.parse({ level: 'All Levels', search: '  ', category: '' })).toEqual({
      page: 1,
      limit: 10,
      sort: 'popular',
    });
  });

  it('refuses unknown sorts and levels and out-of-range limits with messages', () => {
    expect(firstMessage(courseListQuery.safeParse({ sort: 'cheap' }))).toMatch(/^Sort must be one of/);
    expect(firstMessage(courseListQuery.safeParse({ level: 'Expert' }))).toMatch(/^Level must be one of/);
    expect(firstMessage(courseListQuery.safeParse({ limit: '51' }))).toBe('Limit must be between 1 and 50');
  });
});

describe('review rules', () => {
  const valid = { course_id: 'c', rating: 4, comment: 'Good course' };

  it('needs a whole rating from 1 to 5', () => {
    for (const rating of [0, 6, 2.5, undefined]) {
      expect(firstMessage(reviewCreateSchema.safeParse({ ...valid, rating }))).toBe('Please select a rating');
    }
  });

  it('trims the comment, refuses a blank one with the form’s own message, and caps it at 1000', () => {
    expect(reviewCreateSchema.parse({ ...valid, comment: '  hi  ' }).comment).toBe('hi');
    expect(firstMessage(reviewCreateSchema.safeParse({ ...valid, comment: '   ' }))).toBe(
      'Please write a comment',
    );
    expect(firstMessage(reviewUpdateSchema.safeParse({ rating: 3, comment: '' }))).toBe(
      'Comment cannot be empty',
    );
    expect(reviewCreateSchema.safeParse({ ...valid, comment: 'x'.repeat(1000) }).success).toBe(true);
    expect(firstMessage(reviewCreateSchema.safeParse({ ...valid, comment: 'x'.repeat(1001) }))).toBe(
      'Comment must be at most 1000 characters',
    );
  });

  it('filters course reviews by a star value or all', () => {
    expect(courseReviewQuery.parse({ rating: 'all' }).rating).toBeUndefined();
    expect(courseReviewQuery.parse({ rating: '5' }).rating).toBe(5);
    expect(courseReviewQuery.safeParse({ rating: '6' }).success).toBe(false);
  });

  it('lets an enrolled learner, or anyone for a free course, write', () => {
    expect(canReviewCourse({ id: 'a', course_fee: 0 }, [])).toBe(true);
    expect(canReviewCourse({ id: 'a', course_fee: 999 }, [])).toBe(false);
    expect(canReviewCourse({ id: 'a', course_fee: 999 }, ['a'])).toBe(true);
  });
});
