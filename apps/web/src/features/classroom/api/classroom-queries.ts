import type { Certificate, Lesson, ProjectSubmission, QuizResult } from '@kalvi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { curriculumKey, curriculumQuery } from '../../../lib/curriculum-query';

export const classroomKeys = {
  curriculum: curriculumKey,
  lesson: (lessonId: string) => ['classroom', 'lesson', lessonId] as const,
  certificate: (id: string) => ['classroom', 'certificate', id] as const,
};

export function useCurriculum(courseId: string) {
  return useQuery(curriculumQuery(courseId));
}

export function useLesson(lessonId: string | undefined) {
  return useQuery({
    queryKey: classroomKeys.lesson(lessonId ?? ''),
    enabled: Boolean(lessonId),
    retry: false,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Lesson }>(`/lessons/${encodeURIComponent(lessonId ?? '')}`, { signal })).data,
  });
}

/** After any progress change the lesson and the outline (progress, next lesson, certificate) reload. */
function useProgressMutation<TInput, TResult>(
  courseId: string,
  lessonId: string,
  send: (input: TInput) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: classroomKeys.lesson(lessonId) });
      void client.invalidateQueries({ queryKey: classroomKeys.curriculum(courseId) });
    },
  });
}

export function useCompleteLesson(courseId: string, lessonId: string) {
  return useProgressMutation(courseId, lessonId, () =>
    api.post(`/lessons/${encodeURIComponent(lessonId)}/complete`),
  );
}

export function useSubmitQuiz(courseId: string, lessonId: string) {
  return useProgressMutation(
    courseId,
    lessonId,
    async (answers: number[]) =>
      (await api.post<{ data: QuizResult }>(`/lessons/${encodeURIComponent(lessonId)}/quiz`, { answers }))
        .data,
  );
}

export function useSubmitProject(courseId: string, lessonId: string) {
  return useProgressMutation(
    courseId,
    lessonId,
    async (url: string) =>
      (
        await api.post<{ data: ProjectSubmission }>(`/lessons/${encodeURIComponent(lessonId)}/project`, {
          url,
        })
      ).data,
  );
}

export function useCertificate(id: string) {
  return useQuery({
    queryKey: classroomKeys.certificate(id),
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: Certificate }>(`/certificates/${encodeURIComponent(id)}`, {
          auth: false,
          signal,
        })
      ).data,
  });
}

export const certificatePdfUrl = (id: string) => `/api/certificates/${encodeURIComponent(id)}/pdf`;
