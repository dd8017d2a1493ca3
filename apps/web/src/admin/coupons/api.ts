import type { CouponInput } from '@kalvi/shared/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useListQuery } from '../components/list-query';

/** The console's coupon calls (docs/decisions/090-web-feature-api-layers.md; docs/decisions/181-coupons.md). */

export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (query: string) => ['admin', 'coupons', 'list', query] as const,
  one: (id: string) => ['admin', 'coupons', 'one', id] as const,
  items: ['admin', 'coupons', 'items'] as const,
  itemsOf: (kind: string, search: string) => ['admin', 'coupons', 'items', kind, search] as const,
};

export function useCoupons(query: string) {
  return useListQuery(couponKeys.list(query), (signal) => api.get('/admin/coupons', { query, signal }));
}

export function useCoupon(id: string) {
  return useQuery({
    queryKey: couponKeys.one(id),
    queryFn: ({ signal }) => api.get('/admin/coupons/{id}', { params: { id }, signal }),
    enabled: id !== '',
    staleTime: 0,
  });
}

export type ItemKind = 'course' | 'event';
export interface ItemOption {
  id: string;
  title: string;
}

/** Courses or events whose title holds the search, 20 at a time: the coupon form's pickers. */
export function useItemSearch(kind: ItemKind, search: string) {
  return useQuery({
    queryKey: couponKeys.itemsOf(kind, search),
    queryFn: async ({ signal }): Promise<ItemOption[]> => {
      const query = new URLSearchParams({ limit: '20', ...(search && { search }) });
      const page =
        kind === 'course'
          ? await api.get('/admin/courses', { query, signal })
          : await api.get('/admin/events', { query, signal });
      return page.data.map(({ id, title }) => ({ id, title }));
    },
    staleTime: 60_000,
    // The last answer stays on screen while the next search is on its way.
    placeholderData: (previous) => previous,
  });
}

export function setCouponActive(id: string, active: boolean) {
  return api.post('/admin/coupons/{id}/status', { active }, { params: { id } });
}

/** Creates a coupon (no id) or saves one; every coupon answer may have changed after. */
export function useSaveCoupon(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) =>
      id ? api.put('/admin/coupons/{id}', input, { params: { id } }) : api.post('/admin/coupons', input),
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
