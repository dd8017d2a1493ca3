import { COURSE_PAGE_SIZE, FEATURED_COURSES } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiEnvelope, api } from '../../lib/api-client';

/** The fields of a catalogue course (spec §3) that a home card shows. */
export interface FeaturedCourse {
  id: string;
  title: string;
  category: string;
  level: string;
  instructor: { name: string; title?: string };
  course_fee: number;
  original_course_fee: number | null;
  rating: number;
  num_reviews: number;
  num_students: number;
  duration_hours: number;
  duration_minutes: number;
}

/** Spec §7: home asks for the first page of 10 and shows the first 3. */
export function useFeaturedCourses() {
  return useQuery({
    queryKey: ['courses', 'list', { page: 1, limit: COURSE_PAGE_SIZE }],
    queryFn: ({ signal }) =>
      api.get<ApiEnvelope<FeaturedCourse[]>>(`/courses?page=1&limit=${COURSE_PAGE_SIZE}`, { signal }),
    select: (envelope) => envelope.data.slice(0, FEATURED_COURSES),
  });
}
