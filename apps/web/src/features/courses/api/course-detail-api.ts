// The course detail's read, apart from course-api.ts so the catalogue's first load does not
// carry it: only the lazily loaded detail dialog asks for one course.
import type { Course } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courseKeys } from './course-api';

export function useCourse(id: string | null, initial?: Course) {
  return useQuery({
    queryKey: courseKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get('/courses/{id}', { params: { id: id ?? '' }, signal }),
    select: (res) => res.data,
    enabled: id !== null,
    // A course opened from the list shows at once; the full record refreshes behind it.
    placeholderData: initial ? { success: true, data: initial } : undefined,
  });
}
