import type { Curriculum } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The same key as the classroom's outline query, so /learn and the tab share one cache entry. */
export function useCourseCurriculum(courseId: string) {
  return useQuery({
    queryKey: ['classroom', 'curriculum', courseId] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Curriculum }>(`/curriculum/${encodeURIComponent(courseId)}`, { signal })).data,
  });
}
