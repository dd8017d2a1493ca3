import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { solvedCountKeys } from '../../../lib/query-keys';

const ORDERS_PER_PAGE = 5;

export const learningKeys = {
  learning: ['me', 'learning'] as const,
  orders: (page: number) => ['me', 'orders', page] as const,
};

/** Personal answers: fetched fresh for this account, never from a shared cache (docs/product/budgets.md#caching-anonymous-reads). */
export function useLearning() {
  return useQuery({
    queryKey: learningKeys.learning,
    queryFn: async ({ signal }) => (await api.get('/enrollments/mine', { signal })).data,
    staleTime: 0,
  });
}

export function useOrders(page: number) {
  return useQuery({
    queryKey: learningKeys.orders(page),
    queryFn: ({ signal }) => api.get('/payments/orders', { query: { page, limit: ORDERS_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How many exercises the learner has solved (decision 171): made on the profile page only. */
export function useSolvedCount(userId: string | undefined) {
  return useQuery({
    queryKey: solvedCountKeys.of(userId),
    enabled: userId !== undefined,
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) => (await api.get('/exercises/solved-count', { signal })).data.solved,
  });
}
