import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { forgetOfflineData, keepOnlyFor, registerServiceWorker, replayCompletions } from '../../lib/offline';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';

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
 * meanwhile. It also registers the service worker: it comes with the footer, after the first
 * paint, so neither weighs on the first load (docs/decisions/185-offline-and-installable.md).
 */
export function OfflineNotice() {
  const { t } = useTranslation('footer');
  const client = useQueryClient();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  useEffect(() => registerServiceWorker(), []);
  // Saved lessons and queued completions belong to one account: signing out, or another account
  // signing in, clears them. Kept here, beside the worker, so the first load carries none of it.
  useEffect(() => {
    const signedIn = useAuthStore.getState().user;
    if (signedIn) keepOnlyFor(signedIn.id);
    return useAuthStore.subscribe((state, previous) => {
      if (state.user?.id === previous.user?.id) return;
      if (state.user) keepOnlyFor(state.user.id);
      else forgetOfflineData();
    });
  }, []);
  useEffect(() => {
    if (!online) return;
    void replayCompletions().then((sent) => {
      if (sent) void client.invalidateQueries({ queryKey: ['classroom'] });
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
