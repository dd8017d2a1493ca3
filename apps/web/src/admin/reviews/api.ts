import { api } from '../../lib/api-client';
import { useListQuery } from '../components/list-query';

/** The console's Reviews calls (docs/decisions/090-web-feature-api-layers.md: the section's api layer). */

export const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (query: string) => ['admin', 'reviews', query] as const,
};

export function useModeratedReviews(query: string) {
  return useListQuery(reviewKeys.list(query), (signal) => api.get('/admin/reviews', { query, signal }));
}

/** Hides a review (it leaves the rating at once) or restores it, with the reason staff give. */
export function moderateReview(id: string, verb: 'hide' | 'restore', reason: string) {
  return api.post(`/admin/reviews/{id}/${verb}`, { reason }, { params: { id } });
}
