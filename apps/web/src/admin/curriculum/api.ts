import type {
  AdminCurriculum,
  adminCurriculumSavedSchema,
  LessonInput,
  MoveInput,
} from '@kalvi/shared/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';

type Saved = z.infer<typeof adminCurriculumSavedSchema>;

export const curriculumKeys = {
  picker: (search: string) => ['admin', 'curriculum', 'courses', search] as const,
  course: (courseId: string) => ['admin', 'curriculum', courseId] as const,
};

/** The courses the signed-in author may edit (an instructor sees their own), filtered by title. */
export function useAuthorableCourses(search: string) {
  return useQuery({
    queryKey: curriculumKeys.picker(search),
    queryFn: ({ signal }) =>
      api.get('/admin/curriculum/courses', { query: { limit: 50, q: search }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminCurriculum(courseId: string) {
  return useQuery({
    queryKey: curriculumKeys.course(courseId),
    enabled: courseId !== '',
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.get('/admin/courses/{id}/curriculum', { params: { id: courseId }, signal })).data,
  });
}

export type CurriculumChange =
  | { type: 'addSection'; title: string }
  | { type: 'renameSection'; sectionId: string; title: string }
  | { type: 'deleteSection'; sectionId: string }
  | { type: 'moveSection'; sectionId: string; direction: MoveInput['direction'] }
  | { type: 'addLesson'; lesson: LessonInput }
  | { type: 'saveLesson'; lessonId: string; lesson: LessonInput }
  | { type: 'deleteLesson'; lessonId: string }
  | { type: 'moveLesson'; lessonId: string; direction: MoveInput['direction'] };

function send(courseId: string, change: CurriculumChange): Promise<Saved> {
  const id = courseId;
  switch (change.type) {
    case 'addSection':
      return api.post('/admin/courses/{id}/sections', { title: change.title }, { params: { id } });
    case 'renameSection':
      return api.put(
        '/admin/courses/{id}/sections/{sectionId}',
        { title: change.title },
        { params: { id, sectionId: change.sectionId } },
      );
    case 'deleteSection':
      return api.del('/admin/courses/{id}/sections/{sectionId}', undefined, {
        params: { id, sectionId: change.sectionId },
      });
    case 'moveSection':
      return api.post(
        '/admin/courses/{id}/sections/{sectionId}/move',
        { direction: change.direction },
        { params: { id, sectionId: change.sectionId } },
      );
    case 'addLesson':
      return api.post('/admin/courses/{id}/lessons', change.lesson, { params: { id } });
    case 'saveLesson':
      return api.put('/admin/courses/{id}/lessons/{lessonId}', change.lesson, {
        params: { id, lessonId: change.lessonId },
      });
    case 'deleteLesson':
      return api.del('/admin/courses/{id}/lessons/{lessonId}', undefined, {
        params: { id, lessonId: change.lessonId },
      });
    case 'moveLesson':
      return api.post(
        '/admin/courses/{id}/lessons/{lessonId}/move',
        { direction: change.direction },
        { params: { id, lessonId: change.lessonId } },
      );
  }
}

/** Every change answers the whole curriculum as it now is: the page shows that answer at once. */
export function useCurriculumChange(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CurriculumChange) => send(courseId, change),
    onSuccess: (answer) => {
      client.setQueryData<AdminCurriculum>(curriculumKeys.course(courseId), answer.data);
      toast.success(answer.message);
    },
  });
}
