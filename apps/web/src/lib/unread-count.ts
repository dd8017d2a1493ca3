import type { UnreadCountAnswer } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { currentLanguage } from './language';

/** The bell's query key; the notifications page invalidates it after marking something read. */
export const unreadCountKey = (account: string | undefined) => ['notifications', 'unread', account] as const;

/** How often a visible tab asks; a hidden one does not (docs/decisions/176-notifications-real-time.md). */
export const UNREAD_POLL_MS = 30_000;

let etag: { userId: string; value: string; unread: number } | undefined;

/**
 * GET /api/notifications/unread-count with the last ETag: an unchanged count answers 304 and no
 * body, so a poll costs the server one indexed count and the network a few bytes.
 */
async function fetchUnread(userId: string, signal: AbortSignal): Promise<number> {
  const known = etag?.userId === userId ? etag : undefined;
  const response = await fetch('/api/notifications/unread-count', {
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...(known && { 'If-None-Match': known.value }),
    },
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  if (response.status === 304 && known) return known.unread;
  if (!response.ok) throw new Error(`unread count answered ${response.status}`);
  const unread = ((await response.json()) as UnreadCountAnswer).data.unread;
  const value = response.headers.get('etag');
  etag = value ? { userId, value, unread } : undefined;
  return unread;
}

/** The signed-in learner's (keyed by their address) unread count; polled while the tab is visible. */
export function useUnreadCount(userId: string | undefined) {
  return useQuery({
    queryKey: unreadCountKey(userId),
    enabled: userId !== undefined,
    queryFn: ({ signal }) => fetchUnread(userId as string, signal),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: false,
  });
}
