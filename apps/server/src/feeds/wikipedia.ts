import { ARTICLES_FETCHED, type Article } from '@kalvi/shared';
import { z } from 'zod';
import { htmlToText, normaliseSpace } from './text.ts';
import { type FetchText, parseJson, UpstreamError } from './upstream.ts';

const ARTICLE_PAGE = 'https://en.wikipedia.org/wiki/';

const answerSchema = z.object({
  query: z.object({
    search: z.array(z.object({ title: z.string().min(1), snippet: z.string().default('') }).loose()),
  }),
});

/** The encyclopedia's search for '{terms} computer science', 50 results. */
export async function fetchArticles(
  fetchText: FetchText,
  baseUrl: string,
  terms: string,
): Promise<Article[]> {
  const query = new URLSearchParams({
    action: 'query',
    list: 'search',
    srsearch: `${terms} computer science`,
    srlimit: String(ARTICLES_FETCHED),
    format: 'json',
  });
  return parseSearch(await fetchText(`${baseUrl}?${query}`));
}

export function parseSearch(body: string): Article[] {
  const json = parseJson(body, 'Wikipedia');
  const answer = answerSchema.safeParse(json);
  if (!answer.success) {
    const info = (json as { error?: { info?: unknown } } | null)?.error?.info;
    throw new UpstreamError(
      `Wikipedia did not answer a search${typeof info === 'string' ? `: ${info}` : ''}`,
    );
  }
  return answer.data.query.search.map(({ title, snippet }) => ({
    title: normaliseSpace(title),
    snippet: htmlToText(snippet),
    url: articleUrl(title),
  }));
}

/** 'Binary search tree' -> .../wiki/Binary_search_tree, URI-encoded but for the '/' and ':' titles use. */
export function articleUrl(title: string): string {
  const encoded = encodeURIComponent(normaliseSpace(title).replaceAll(' ', '_'));
  return ARTICLE_PAGE + encoded.replaceAll('%2F', '/').replaceAll('%3A', ':');
}
