import type { User } from '@kalvi/shared';
import { TOKEN_STORAGE_KEY } from '@kalvi/shared';
import { ApiError, api } from './api-client';
import { storage } from './storage';
import { useAuthStore } from './stores/auth-store';

/**
 * The session's life on this device, used by the shell at start-up, by the header's sign-out and by
 * any feature whose action changes what the server knows about the learner (an enrolment). Shared
 * because several features need it and none may import another (docs/decisions/003-web-import-direction.md).
 */

/** GET /api/auth/me: the signed-in learner as the server knows them now. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await api.get<{ user?: User }>('/auth/me', { signal });
  if (!user) throw new ApiError(500, 'Failed to get user');
  return user;
}

/** Finds out who the stored token belongs to; a refused token is forgotten. */
export async function loadCurrentUser(): Promise<void> {
  const token = storage.get(TOKEN_STORAGE_KEY);
  const store = useAuthStore.getState();
  if (!token) {
    store.clearSession();
    return;
  }
  store.startLoading(token);
  // The answer counts only for the session that asked: a logout or another sign-in while it
  // was in flight must not be undone by it.
  const stillCurrent = () => useAuthStore.getState().token === token;
  try {
    const user = await fetchCurrentUser();
    if (stillCurrent()) useAuthStore.getState().setSession(token, user);
  } catch {
    // An expired or revoked token: forget it and carry on signed out.
    if (stillCurrent()) useAuthStore.getState().clearSession();
  }
}

/** Ends the session here whatever the server says; the server is told on a best-effort basis. */
export async function signOut(): Promise<void> {
  if (useAuthStore.getState().token) {
    try {
      await api.post('/auth/logout');
    } catch {
      // Best effort: the session ends on this device whatever the server says.
    }
  }
  useAuthStore.getState().clearSession();
}
