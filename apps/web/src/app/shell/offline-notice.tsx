import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { forgetOfflineData, keepOnlyFor, registerServiceWorker, replayCompletions } from '../../lib/offline';
import { classroomKeys } from '../../lib/query-keys';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { whenIdle } from '../../lib/when-idle';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Says plainly when the connection is gone, and when it returns sends what was marked complete
 * meanwhile. It also registers the service worker and watches for another account: all of it
 * waits until the page has loaded and the main thread is idle, so none of it lengthens the first
 * taps (docs/decisions/185-offline-and-installable.md, docs/decisions/200-work-after-the-first-taps.md).
 * Online, it renders nothing: no box, no layout.
 */
export function OfflineNotice() {
  const { t } = useTranslation('footer');
  const client = useQueryClient();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  useEffect(() => whenIdle(() => registerServiceWorker()), []);
  // Saved lessons and queued completions belong to one account: signing out, or another account
  // signing in, clears them. Kept here, beside the worker, so the first load carries none of it.
  useEffect(() => {
    let unsubscribe = () => {};
    const cancel = whenIdle(() => {
      const signedIn = useAuthStore.getState().user;
      if (signedIn) keepOnlyFor(signedIn.id);
      unsubscribe = useAuthStore.subscribe((state, previous) => {
        if (state.user?.id === previous.user?.id) return;
        if (state.user) keepOnlyFor(state.user.id);
        else forgetOfflineData();
      });
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, []);
  useEffect(() => {
    if (!online) return;
    return whenIdle(() => {
      void replayCompletions().then((sent) => {
        if (sent) void client.invalidateQueries({ queryKey: classroomKeys.all });
      });
    });
  }, [online, client]);
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-2 bg-ink px-4 py-3 text-center text-sm text-white shadow-lg"
    >
      <WifiOff aria-hidden="true" size={18} className="shrink-0" />
      {t('offline.notice')}
    </div>
  );
}
