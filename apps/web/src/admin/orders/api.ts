import type {
  adminOrderAnswerSchema,
  adminOrderPageSchema,
  RefundInput,
  refundAnswerSchema,
  refundQueuePageSchema,
} from '@kalvi/shared/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useListQuery } from '../components/list-query';

export type OrderPage = z.infer<typeof adminOrderPageSchema>;
export type OrderAnswer = z.infer<typeof adminOrderAnswerSchema>;
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
export type QueuePage = z.infer<typeof refundQueuePageSchema>;

/** The orders area's cached answers; `all` covers every one of them. */
export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (query: string) => ['admin', 'orders', 'list', query] as const,
  one: (id: string) => ['admin', 'orders', 'one', id] as const,
  queue: (page: number) => ['admin', 'orders', 'queue', page] as const,
};

export function useOrders(query: string) {
  return useListQuery(orderKeys.list(query), (signal) => api.get('/admin/orders', { query, signal }));
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => api.get('/admin/orders/{id}', { params: { id }, signal }),
    staleTime: 0,
  });
}

export function useRefundQueue(page: number) {
  return useListQuery(orderKeys.queue(page), (signal) =>
    api.get('/admin/refund-queue', { query: { page, limit: 10 }, signal }),
  );
}

/** Every order answer may have changed after a refund: lists, the queue and the order itself. */
function useRefreshOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: orderKeys.all });
}

export function useRefund(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: RefundInput) => api.post('/admin/orders/{id}/refunds', input, { params: { id } }),
    // Here rather than in the form: a full refund removes the form before its own callbacks run.
    onSuccess: (answer) => toast.success(answer.message),
    // So does a refund the payment service did not confirm (502): its money is held while it waits.
    onError: (err) => {
      if (isUnconfirmed(err)) toast.error(err.message);
    },
    onSettled: refresh,
  });
}

/** The payment service did not confirm the refund: the server kept it as pending and says so. */
export function isUnconfirmed(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 502;
}

/** Asks the payment service about a refund it never confirmed. */
export function checkRefund(orderId: string, refundId: string) {
  return api.post('/admin/orders/{id}/refunds/{refundId}/check', undefined, {
    params: { id: orderId, refundId },
  });
}

/** Closes an order's open refund requests with the note staff give. */
export function closeRefundRequests(orderId: string, resolution: string) {
  return api.post(
    '/admin/orders/{id}/close-requests',
    {
      resolution,
    },
    { params: { id: orderId } },
  );
}

/**
 * The month's GSTR-1 as CSV, or as the portal's JSON (docs/decisions/188-gstr1-sections.md): a
 * plain link, the session cookie signs it.
 */
export function gstReturnsUrl(month: string, format: 'csv' | 'json' = 'csv'): string {
  return `${API_BASE}/admin/gst-returns${format === 'json' ? '.json' : ''}?month=${month}`;
}
