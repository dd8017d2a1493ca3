import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { classroomKeys } from './query-keys';

/**
 * A course's outline (sections, lessons, the learner's progress): one definition and one cache
 * entry for the classroom (/learn) and the course page's curriculum tab. It sits in lib/ because
 * two features read it and neither may import the other (docs/decisions/003-web-import-direction.md).
 */
export function curriculumQuery(courseId: string) {
  return queryOptions({
    queryKey: classroomKeys.curriculum(courseId),
    queryFn: async ({ signal }) =>
      (await api.get('/curriculum/{courseId}', { params: { courseId }, signal })).data,
  });
}
