import type { ProfileInput, User } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fetchCurrentUser } from '../../../lib/session';
import { useAuthStore } from '../../../lib/stores/auth-store';

/** Keyed by the signed-in user, so a shared device never shows one learner another's profile. */
export const profileKeys = {
  profile: (userId: string | undefined) => ['auth', 'me', 'profile', userId] as const,
};

/** The signed-in learner's profile, fresh from the server (never a shared cache). */
export function useProfile() {
  const userId = useAuthStore((s) => s.user?.id);
  return useQuery({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 0,
    enabled: userId !== undefined,
  });
}

/** PUT /api/auth/profile: the saved profile as the server now holds it. */
export async function saveProfile(values: ProfileInput & { profilePicture?: string }): Promise<User> {
  return (await api.put('/auth/profile', values)).user;
}

/** POST /api/auth/change-password: the server signs out every other device. */
export async function changePassword(values: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await api.post('/auth/change-password', values);
}

/** POST /api/auth/reset-password, without the session: the token from the e-mailed link is the proof. */
export async function resetPassword(values: { token: string; password: string }): Promise<void> {
  await api.post('/auth/reset-password', values, { auth: false });
}
