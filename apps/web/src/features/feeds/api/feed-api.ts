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

type FeedKind = 'problems' | 'papers' | 'articles';

export const feedKeys = {
  page: (kind: FeedKind, params: Record<string, string | number | undefined>) =>
    ['feeds', kind, params] as const,
};

function queryString(params: Record<string, string | number | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
}

/**
 * One page of a feed from our server (never from the public services directly). The server
 * already falls back to its last good copy, so only a dropped connection is worth a retry here.
 */
function useFeed<T>(
  kind: FeedKind,
  params: Record<string, string | number | undefined>,
  load: (query: URLSearchParams, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: feedKeys.page(kind, params),
    queryFn: ({ signal }) => load(queryString(params), signal),
    retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.status === 0,
  });
}

export const useProblems = (params: ProblemsParams) =>
  useFeed('problems', { ...params }, (query, signal) => api.get('/feeds/problems', { query, signal }));
export const usePapers = (params: SearchParams) =>
  useFeed('papers', { ...params }, (query, signal) => api.get('/feeds/papers', { query, signal }));
export const useArticles = (params: SearchParams) =>
  useFeed('articles', { ...params }, (query, signal) => api.get('/feeds/articles', { query, signal }));
