import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `%`, `_` and `\` typed by a learner are literal characters in a LIKE pattern, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching text that contains `text` anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/**
 * An English title or its Tamil one contains `text`, in any case. The expression is exactly the
 * one `courses_title_search_idx` is built on, so a trigram index on it answers the search.
 */
export const titleContains = (title: AnyColumn, titleTa: AnyColumn, text: string): SQL =>
  sql`(${title} || ' ' || coalesce(${titleTa}, '')) ilike ${containsPattern(text)}`;
