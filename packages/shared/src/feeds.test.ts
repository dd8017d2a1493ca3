import { describe, expect, it } from 'vitest';
import {
  articlesQuerySchema,
  DEFAULT_MIN_RATING,
  papersQuerySchema,
  problemsQuerySchema,
  ratingBand,
  shownRange,
} from './feeds.ts';

describe('feed rules', () => {
  it('puts ratings in the chip bands below 1200, 1600, 2000, 2400 and above', () => {
    expect([800, 1199, 1200, 1599, 1600, 1999, 2000, 2399, 2400, 3500].map(ratingBand)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });

  it('says which items a page shows', () => {
    const pagination = { current_page: 3, total_pages: 3, total_items: 45, items_per_page: 20 };
    expect(shownRange(pagination, 5)).toEqual({ from: 41, to: 45 });
    expect(shownRange({ ...pagination, current_page: 1 }, 20)).toEqual({ from: 1, to: 20 });
    expect(shownRange({ ...pagination, total_items: 0 }, 0)).toEqual({ from: 0, to: 0 });
  });

  it('defaults problems to 800 and all topics, and treats an empty tag as all topics', () => {
    expect(problemsQuerySchema.parse({})).toEqual({ minRating: DEFAULT_MIN_RATING, page: 1, tag: undefined });
    expect(problemsQuerySchema.parse({ tag: '', minRating: '2400', page: '3' })).toEqual({
      minRating: 2400,
      page: 3,
      tag: undefined,
    });
  });

  it('ignores a blank search and tidies the spacing of a real one', () => {
    expect(papersQuerySchema.parse({ q: ' \t ' })).toEqual({
      topic: 'artificial intelligence',
      q: undefined,
      page: 1,
    });
    expect(articlesQuerySchema.parse({ q: '  red   black\ntrees ' }).q).toBe('red black trees');
    expect(articlesQuerySchema.parse({}).topic).toBe('Data structures');
  });
});
