import type { User } from '@kalvi/shared';
import { useEffect } from 'react';
import { api } from './api-client';
import { useAuthStore } from './stores/auth-store';

let asking: Promise<void> | null = null;

/**
 * GET /api/auth/session, once at a time: whom the httpOnly session cookie signs in. Always a 200
 * (a signed-out visitor is `user: null`), so asking logs no error in the browser's console. An
 * answer that arrives after another sign-in or sign-out is ignored.
 */
export function probeSession(): Promise<void> {
  asking ??= (async () => {
    const asked = useAuthStore.getState().sessionSeq;
    let user: User | null = null;
    try {
      user = (await api.get('/auth/session')).data.user;
    } catch {
      // No answer (offline, the server down): nothing is known; the page decides as before.
    }
    const store = useAuthStore.getState();
    if (store.sessionSeq !== asked) return;
    if (user) store.setSession(user);
    else useAuthStore.setState({ checked: true });
  })().finally(() => {
    asking = null;
  });
  return asking;
}

/**
 * For a signed-in-only page: the learner, and whether the answer is still coming. Without a user
 * and without the storage hint of a sign-in, the server is asked once anyway: storage may have
 * been cleared, or a browser profile restored, while the session cookie is still valid. The
 * server's answer decides, never a storage mark (issue 32).
 */
export function useSessionCheck(): { user: User | null; deciding: boolean } {
  const user = useAuthStore((s) => s.user);
  const isLoading = useAuthStore((s) => s.isLoading);
  const checked = useAuthStore((s) => s.checked);
  const mustAsk = !user && !isLoading && !checked;
  useEffect(() => {
    if (mustAsk) void probeSession();
  }, [mustAsk]);
  return { user, deciding: !user && (isLoading || mustAsk) };
}
