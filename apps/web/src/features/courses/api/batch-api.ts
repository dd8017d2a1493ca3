// A course's upcoming batches, read by the enrol area only (docs/product/batches.md#upcoming-batches-on-a-course-page).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courseKeys } from './course-api';

export function useUpcomingBatches(courseId: string) {
  return useQuery({
    queryKey: courseKeys.batches(courseId),
    queryFn: ({ signal }) => api.get('/batches', { query: { courseId }, signal }),
    select: (res) => res.data,
  });
}
