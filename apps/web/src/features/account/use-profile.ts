import type { User } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../app/stores/auth-store';
import { api } from '../../lib/api-client';

/** Keyed by the signed-in user, so a shared device never shows one learner another's profile. */
export const profileQueryKey = (userId: string | undefined) => ['auth', 'me', 'profile', userId] as const;

/** The signed-in learner's profile, fresh from the server (never a shared cache). */
export function useProfile() {
  const userId = useAuthStore((s) => s.user?.id);
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: async ({ signal }) => (await api.get<{ user: User }>('/auth/me', { signal })).user,
    staleTime: 0,
    enabled: userId !== undefined,
  });
}
