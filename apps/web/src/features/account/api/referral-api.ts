import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const referralKeys = { summary: ['me', 'referrals'] as const };

/** The learner's referral code and credit (docs/decisions/182-referrals-and-credit.md); personal, fetched fresh. */
export function useReferralSummary() {
  return useQuery({
    queryKey: referralKeys.summary,
    queryFn: async ({ signal }) => (await api.get('/referrals/me', { signal })).data,
    staleTime: 0,
  });
}
