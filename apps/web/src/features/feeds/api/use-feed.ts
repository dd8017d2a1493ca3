import type { Article, FeedPage, Paper, Problem } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

export interface ProblemsParams {
  minRating: number;
  tag: string | undefined;
  page: number;
}

export interface SearchParams {
  topic: string;
  q: string | undefined;
  page: number;
}

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/**
 * One page of a feed from our server (never from the public services directly). The server
 * already falls back to its last good copy, so only a dropped connection is worth a retry here.
 */
function useFeed<T>(
  kind: 'problems' | 'papers' | 'articles',
  params: Record<string, string | number | undefined>,
) {
  return useQuery({
    queryKey: ['feeds', kind, params],
    queryFn: ({ signal }) => api.get<FeedPage<T>>(`/feeds/${kind}?${queryString(params)}`, { signal }),
    retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.status === 0,
  });
}

export const useProblems = (params: ProblemsParams) => useFeed<Problem>('problems', { ...params });
export const usePapers = (params: SearchParams) => useFeed<Paper>('papers', { ...params });
export const useArticles = (params: SearchParams) => useFeed<Article>('articles', { ...params });
