import type {
  AdminCurriculum,
  adminCurriculumAnswerSchema,
  adminCurriculumSavedSchema,
  authorableCoursePageSchema,
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
      api.get<z.infer<typeof authorableCoursePageSchema>>(
        `/admin/curriculum/courses?limit=50&q=${encodeURIComponent(search)}`,
        { signal },
      ),
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
      (
        await api.get<z.infer<typeof adminCurriculumAnswerSchema>>(
          `/admin/courses/${encodeURIComponent(courseId)}/curriculum`,
          { signal },
        )
      ).data,
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
  const base = `/admin/courses/${encodeURIComponent(courseId)}`;
  switch (change.type) {
    case 'addSection':
      return api.post<Saved>(`${base}/sections`, { title: change.title });
    case 'renameSection':
      return api.put<Saved>(`${base}/sections/${change.sectionId}`, { title: change.title });
    case 'deleteSection':
      return api.del<Saved>(`${base}/sections/${change.sectionId}`);
    case 'moveSection':
      return api.post<Saved>(`${base}/sections/${change.sectionId}/move`, { direction: change.direction });
    case 'addLesson':
      return api.post<Saved>(`${base}/lessons`, change.lesson);
    case 'saveLesson':
      return api.put<Saved>(`${base}/lessons/${change.lessonId}`, change.lesson);
    case 'deleteLesson':
      return api.del<Saved>(`${base}/lessons/${change.lessonId}`);
    case 'moveLesson':
      return api.post<Saved>(`${base}/lessons/${change.lessonId}/move`, { direction: change.direction });
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
