import type { RefundRequestInput } from '@kalvi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const refundKeys = { standings: ['me', 'refund-standings'] as const };

/** What the refund policy says about the learner's recent orders; personal, so always fetched fresh. */
export function useRefundStandings() {
  return useQuery({
    queryKey: refundKeys.standings,
    queryFn: async ({ signal }) => (await api.get('/refund-requests/mine', { signal })).data,
    staleTime: 0,
  });
}

export function useRequestRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundRequestInput) => api.post('/refund-requests', input),
    onSettled: () => client.invalidateQueries({ queryKey: refundKeys.standings }),
  });
}
