import type { User } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const profileQueryKey = ['auth', 'me', 'profile'] as const;

/** The signed-in learner's profile, fresh from the server (never a shared cache). */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) => (await api.get<{ user: User }>('/auth/me', { signal })).user,
    staleTime: 0,
  });
}
