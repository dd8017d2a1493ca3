import { COURSE_PAGE_SIZE, FEATURED_COURSES } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const featuredCourseKeys = { featured: ['home', 'featured-courses'] as const };

/** docs/product/screens.md#home: home asks for the first page of 10 and shows the first 3. */
export function useFeaturedCourses() {
  return useQuery({
    queryKey: featuredCourseKeys.featured,
    queryFn: ({ signal }) => api.get('/courses', { query: { page: 1, limit: COURSE_PAGE_SIZE }, signal }),
    select: (envelope) => envelope.data.slice(0, FEATURED_COURSES),
  });
}
