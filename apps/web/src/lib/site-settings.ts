import type { SiteSettings, SiteSettingsAnswer } from '@kalvi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api-client';
import { siteKeys } from './query-keys';

const STALE_MS = 60_000;
const siteQuery = {
  queryKey: siteKeys.all,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/site', { signal }),
  staleTime: STALE_MS,
};

/**
 * The academy's public facts (GET /api/site: contact details, banner, videos, counts), kept
 * by an admin in the console (docs/decisions/123). Every page's shell reads it, so the server
 * renders it into the page and the browser hydrates from that answer.
 *
 * Read from the query cache directly rather than through useQuery: the header is on the first
 * load of every page, and useQuery's observer would bring about 3 KB of script into it (the
 * learner's budget, docs/decisions/150). The query is still a cache entry, so server rendering
 * pre-fetches it and a save in the console invalidates it.
 */
export function useSite(): SiteSettings | undefined {
  const client = useQueryClient();
  const query = client.getQueryCache().build(client, siteQuery);
  const read = () => (query.state.data as SiteSettingsAnswer | undefined)?.data;
  // prefetchQuery fetches only when the copy is missing, older than staleTime or invalidated.
  useEffect(() => void client.prefetchQuery(siteQuery), [client]);
  return useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe((event) => event.query === query && changed()),
    read,
    read,
  );
}
