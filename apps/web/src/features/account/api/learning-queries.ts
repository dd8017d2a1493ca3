import type { MyLearningAnswer, OrderListAnswer } from '@kalvi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const ORDERS_PER_PAGE = 5;

/** Personal answers: fetched fresh for this account, never from a shared cache (docs/product/budgets.md#caching-anonymous-reads). */
export function useLearning() {
  return useQuery({
    queryKey: ['me', 'learning'],
    queryFn: async ({ signal }) => (await api.get<MyLearningAnswer>('/enrollments/mine', { signal })).data,
    staleTime: 0,
  });
}

export function useOrders(page: number) {
  return useQuery({
    queryKey: ['me', 'orders', page],
    queryFn: ({ signal }) =>
      api.get<OrderListAnswer>(`/payments/orders?page=${page}&limit=${ORDERS_PER_PAGE}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
