import type { User } from '@kalvi/shared';
import { useEffect } from 'react';
import { loadCurrentUser } from './session';
import { useAuthStore } from './stores/auth-store';

/**
 * For a signed-in-only page: the learner, and whether the answer is still coming. Without a
 * user and without the storage hint that this browser signed in, the server is asked once
 * anyway: storage may have been cleared, or a browser profile restored, while the httpOnly
 * session cookie is still valid. The server's answer decides, never a storage mark.
 */
export function useSessionCheck(): { user: User | null; deciding: boolean } {
  const user = useAuthStore((s) => s.user);
  const isLoading = useAuthStore((s) => s.isLoading);
  const checked = useAuthStore((s) => s.checked);
  const mustAsk = !user && !isLoading && !checked;
  useEffect(() => {
    if (mustAsk) void loadCurrentUser(true);
  }, [mustAsk]);
  return { user, deciding: !user && (isLoading || mustAsk) };
}
