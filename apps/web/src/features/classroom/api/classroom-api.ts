import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { curriculumQuery } from '../../../lib/curriculum-query';
import { completionQueued, markPending } from '../../../lib/offline';
import { classroomKeys as sharedClassroomKeys } from '../../../lib/query-keys';

export const classroomKeys = {
  ...sharedClassroomKeys,
  lesson: (lessonId: string) => ['classroom', 'lesson', lessonId] as const,
  certificate: (id: string) => ['classroom', 'certificate', id] as const,
};

export function useCurriculum(courseId: string) {
  // Offline, a saved course's outline comes from the service worker's cache: ask it rather than
  // wait for a network (docs/decisions/185-offline-and-installable.md).
  return useQuery({ ...curriculumQuery(courseId), networkMode: 'offlineFirst' });
}

export function useLesson(lessonId: string | undefined) {
  return useQuery({
    queryKey: classroomKeys.lesson(lessonId ?? ''),
    enabled: Boolean(lessonId),
    retry: false,
    // Offline, the service worker may have the lesson saved: ask it rather than wait for a network.
    networkMode: 'offlineFirst',
    queryFn: async ({ signal }) =>
      (await api.get('/lessons/{lessonId}', { params: { lessonId: lessonId ?? '' }, signal })).data,
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
    // Offline too: the service worker answers from its cache or queues the call.
    networkMode: 'always',
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: classroomKeys.lesson(lessonId) });
      void client.invalidateQueries({ queryKey: classroomKeys.curriculum(courseId) });
    },
  });
}

/**
 * "Mark as complete". Offline, the service worker queues the call and this device counts the
 * lesson as complete until the server has it ('queued'; docs/decisions/185-offline-and-installable.md).
 */
export function useCompleteLesson(courseId: string, lessonId: string) {
  return useProgressMutation(courseId, lessonId, async () => {
    try {
      await api.post('/lessons/{lessonId}/complete', undefined, { params: { lessonId } });
      return 'sent' as const;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0 && completionQueued())) throw error;
      markPending(courseId, lessonId);
      return 'queued' as const;
    }
  });
}

export function useSubmitQuiz(courseId: string, lessonId: string) {
  return useProgressMutation(
    courseId,
    lessonId,
    async (answers: number[]) =>
      (await api.post('/lessons/{lessonId}/quiz', { answers }, { params: { lessonId } })).data,
  );
}

export function useSubmitProject(courseId: string, lessonId: string) {
  return useProgressMutation(
    courseId,
    lessonId,
    async (url: string) =>
      (
        await api.post(
          '/lessons/{lessonId}/project',
          {
            url,
          },
          { params: { lessonId } },
        )
      ).data,
  );
}

export function useCertificate(id: string) {
  return useQuery({
    queryKey: classroomKeys.certificate(id),
    retry: false,
    queryFn: async ({ signal }) =>
      (await api.get('/certificates/{id}', { params: { id }, auth: false, signal })).data,
  });
}

export const certificatePdfUrl = (id: string) => `/api/certificates/${encodeURIComponent(id)}/pdf`;
