import type { User } from '@kalvi/shared';
import { api } from './api-client';
import { ApiError } from './api-errors';
import { signedInBefore, useAuthStore } from './stores/auth-store';

/**
 * The session's life on this device, used by the shell at start-up, by the header's sign-out and by
 * any feature whose action changes what the server knows about the learner (an enrolment). Shared
 * because several features need it and none may import another (docs/decisions/003-web-import-direction.md).
 */

/** GET /api/auth/me: the signed-in learner as the server knows them now. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await api.get('/auth/me', { signal });
  if (!user) throw new ApiError(500, 'Failed to get user');
  return user;
}

/** Asks whose session the cookie holds, when this browser signed in before; a refused one is forgotten. */
export async function loadCurrentUser(): Promise<void> {
  const store = useAuthStore.getState();
  if (!signedInBefore()) {
    if (store.user || store.isLoading) store.clearSession();
    return;
  }
  store.startLoading();
  // The answer counts only for the session that asked: a logout or another sign-in while it
  // was in flight must not be undone by it.
  const asked = useAuthStore.getState().sessionSeq;
  const stillCurrent = () => useAuthStore.getState().sessionSeq === asked;
  try {
    const user = await fetchCurrentUser();
    if (stillCurrent()) useAuthStore.getState().setSession(user);
  } catch (error) {
    if (!stillCurrent()) return;
    // Only the server's refusal (an expired or revoked session) forgets this browser's sign-in.
    // A call that never got an answer (the page was left while it was in flight, the bus went
    // through a tunnel) says nothing about the session: forgetting it then signed the learner
    // out of the next page they opened.
    if (error instanceof ApiError && error.status === 401) useAuthStore.getState().clearSession();
    else useAuthStore.setState({ isLoading: false });
  }
}

/** Ends the session here whatever the server says; the server is told on a best-effort basis. */
export async function signOut(): Promise<void> {
  const wasSignedIn = useAuthStore.getState().user !== null || signedInBefore();
  // Whatever is still in flight about the old session no longer counts.
  useAuthStore.getState().clearSession();
  if (wasSignedIn) {
    try {
      await api.post('/auth/logout');
    } catch {
      // Best effort: the session ends on this device whatever the server says.
    }
  }
}
