import { useQuery } from '@tanstack/react-query';
import { curriculumQuery } from '../../../lib/curriculum-query';

/** The classroom's outline query itself, so /learn and the tab share one cache entry. */
export function useCourseCurriculum(courseId: string) {
  return useQuery(curriculumQuery(courseId));
}
