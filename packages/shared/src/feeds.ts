import { z } from 'zod';
import { pageAnswer } from './envelopes.ts';
import type { Pagination } from './pagination.ts';

/** The feeds of docs/product/feeds-and-chat.md: practice problems, research papers, articles. */

export const PROBLEM_DIFFICULTIES = [
  { key: 'beginner', minRating: 800 },
  { key: 'easy', minRating: 1200 },
  { key: 'medium', minRating: 1600 },
  { key: 'hard', minRating: 2000 },
  { key: 'expert', minRating: 2400 },
] as const;
export const PROBLEM_MIN_RATINGS = PROBLEM_DIFFICULTIES.map((d) => d.minRating);
export const DEFAULT_MIN_RATING = 800;

/** The topic filter's choices after 'All Topics' (which sends no tag). */
export const PROBLEM_TAGS = [
  'dp',
  'greedy',
  'graphs',
  'math',
  'implementation',
  'strings',
  'binary search',
  'data structures',
  'sorting',
] as const;
export type ProblemTag = (typeof PROBLEM_TAGS)[number];

/** Rating chip colour bands: below 1200, 1600, 2000, 2400, and the rest. */
export const RATING_BANDS = [1200, 1600, 2000, 2400] as const;
/** 0 for the easiest band up to 4 for 2400 and above. */
export function ratingBand(rating: number): number {
  const band = RATING_BANDS.findIndex((limit) => rating < limit);
  return band === -1 ? RATING_BANDS.length : band;
}
export const PROBLEM_TAGS_SHOWN = 4;

export const PAPER_TOPICS = [
  'artificial intelligence',
  'machine learning',
  'computer vision',
  'natural language processing',
  'quantum computing',
  'blockchain',
  'cybersecurity',
  'neural networks',
] as const;
export const DEFAULT_PAPER_TOPIC = PAPER_TOPICS[0];
export const PAPER_SUMMARY_MAX = 300;
export const PAPER_AUTHORS_SHOWN = 3;

export const ARTICLE_TOPICS = [
  'Data structures',
  'Algorithms',
  'Machine learning',
  'Web development',
  'Database management',
  'Computer networks',
  'Operating systems',
  'Artificial intelligence',
] as const;
export const DEFAULT_ARTICLE_TOPIC = ARTICLE_TOPICS[0];

/** Searches longer than this are refused: no real topic needs more, and it bounds cache keys. */
export const FEED_SEARCH_MAX = 200;

const pageField = z.coerce
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(1000, 'Page must be at most 1000')
  .default(1);

/** A blank or whitespace-only search is ignored (docs/product/validation-and-messages.md#other-inputs). */
const searchField = z
  .string()
  // Bounded before trimming too, so a long run of spaces never reaches the upstream search.
  .max(FEED_SEARCH_MAX, { message: `Search must be at most ${FEED_SEARCH_MAX} characters`, abort: true })
  .trim()
  .max(FEED_SEARCH_MAX, `Search must be at most ${FEED_SEARCH_MAX} characters`)
  .optional()
  .transform((q) => (q ? q.replace(/\s+/g, ' ') : undefined));

function oneOf<const T extends readonly string[]>(values: T, what: string) {
  return z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });
}

export const problemsQuerySchema = z.object({
  minRating: z.coerce
    .number({ error: `Difficulty must be one of: ${PROBLEM_MIN_RATINGS.join(', ')}` })
    .refine((r) => PROBLEM_MIN_RATINGS.some((allowed) => allowed === r), {
      message: `Difficulty must be one of: ${PROBLEM_MIN_RATINGS.join(', ')}`,
    })
    .default(DEFAULT_MIN_RATING),
  // An empty tag is 'All Topics'.
  tag: z
    .enum(['', ...PROBLEM_TAGS], { error: `Topic must be one of: ${PROBLEM_TAGS.join(', ')}` })
    .optional()
    .transform((t) => t || undefined),
  page: pageField,
});
export type ProblemsQuery = z.infer<typeof problemsQuerySchema>;

export const papersQuerySchema = z.object({
  topic: oneOf(PAPER_TOPICS, 'Topic').default(DEFAULT_PAPER_TOPIC),
  q: searchField,
  page: pageField,
});
export type PapersQuery = z.infer<typeof papersQuerySchema>;

export const articlesQuerySchema = z.object({
  topic: oneOf(ARTICLE_TOPICS, 'Topic').default(DEFAULT_ARTICLE_TOPIC),
  q: searchField,
  page: pageField,
});
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;

/** A practice problem (docs/product/feeds-and-chat.md#practice-problems), with the address of its page. */
export const problemSchema = z.object({
  contestId: z.number().int(),
  index: z.string(),
  name: z.string(),
  rating: z.number().int(),
  tags: z.array(z.string()),
  url: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

/** A research paper (docs/product/feeds-and-chat.md#research-papers); `published` is a long date: 'March 5, 2026'. */
export const paperSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  authors: z.array(z.string()),
  published: z.string(),
  link: z.string(),
  pdf_link: z.string(),
});
export type Paper = z.infer<typeof paperSchema>;

/** An article (docs/product/feeds-and-chat.md#articles). */
export const articleSchema = z.object({ title: z.string(), snippet: z.string(), url: z.string() });
export type Article = z.infer<typeof articleSchema>;

/** A page of a feed; `stale` says the source failed and this is the last good copy. */
export function feedPageSchema<T extends z.ZodType>(item: T) {
  return pageAnswer(item).extend({
    stale: z.boolean().describe('True when the source failed and this is the last good copy'),
  });
}
export const problemsPageSchema = feedPageSchema(problemSchema);
export const papersPageSchema = feedPageSchema(paperSchema);
export const articlesPageSchema = feedPageSchema(articleSchema);

/** A page of any feed, typed by its item (the three page schemas differ only in `data`). */
export type FeedPage<T> = Omit<z.infer<typeof problemsPageSchema>, 'data'> & { data: T[] };

/** 'Showing X to Y of Z': the first and last positions on a page (0 and 0 when empty). */
export function shownRange(pagination: Pagination, itemsOnPage: number): { from: number; to: number } {
  if (itemsOnPage === 0) return { from: 0, to: 0 };
  const from = (pagination.current_page - 1) * pagination.items_per_page + 1;
  return { from, to: from + itemsOnPage - 1 };
}
