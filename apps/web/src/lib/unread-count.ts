import type { UnreadCountAnswer } from '@kalvi/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { currentLanguage } from './language';
import { whenIdle } from './when-idle';

/** How often a visible tab asks; a hidden one does not (docs/decisions/176-notifications-real-time.md). */
export const UNREAD_POLL_MS = 30_000;

/*
 * The bell's count, kept in a small store of its own rather than the query cache: the header's
 * menus load it, and the query library there would be named by every page's first load.
 */
let known: { account: string; unread: number; etag?: string } | undefined;
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: typeof known): void {
  const changed = next?.unread !== known?.unread || next?.account !== known?.account;
  known = next;
  if (changed) for (const listener of listeners) listener();
}

/**
 * GET /api/notifications/unread-count with the last ETag: an unchanged count answers 304 and no
 * body, so a poll costs the server one indexed count and the network a few bytes. The list calls
 * it after marking something read.
 */
export function refreshUnread(): Promise<void> {
  const account = known?.account;
  if (!account) return Promise.resolve();
  inFlight ??= (async () => {
    try {
      const response = await fetch('/api/notifications/unread-count', {
        headers: {
          Accept: 'application/json',
          'Accept-Language': currentLanguage(),
          ...(known?.etag && { 'If-None-Match': known.etag }),
        },
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (known?.account !== account || response.status === 304 || !response.ok) return;
      const unread = ((await response.json()) as UnreadCountAnswer).data.unread;
      publish({ account, unread, etag: response.headers.get('etag') ?? undefined });
    } catch {
      // Offline or a dropped connection: the bell keeps its last count and asks again later.
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in learner's (keyed by their address) unread count; polled while the tab is visible. */
export function useUnreadCount(account: string | undefined): number {
  useEffect(() => {
    if (!account) return;
    if (known?.account !== account) publish({ account, unread: 0 });
    const whenVisible = () => {
      if (document.visibilityState === 'visible') void refreshUnread();
    };
    // The first count waits for the page to be idle: the bell is not what a reader came for.
    const cancel = whenIdle(whenVisible);
    const timer = setInterval(whenVisible, UNREAD_POLL_MS);
    document.addEventListener('visibilitychange', whenVisible);
    window.addEventListener('focus', whenVisible);
    return () => {
      cancel();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', whenVisible);
      window.removeEventListener('focus', whenVisible);
    };
  }, [account]);
  return useSyncExternalStore(
    subscribe,
    () => (known && known.account === account ? known.unread : 0),
    () => 0,
  );
}
