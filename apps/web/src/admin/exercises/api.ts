import type { ExerciseInput } from '@kalvi/shared';
import type {
  adminPracticePageSchema,
  adminSubmissionPageSchema,
  exerciseCheckAnswerSchema,
  PracticeInput,
} from '@kalvi/shared/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';

export type PracticeRow = z.infer<typeof adminPracticePageSchema>['data'][number];
export type CheckRun = z.infer<typeof exerciseCheckAnswerSchema>['data']['reference'];
export type AdminSubmission = z.infer<typeof adminSubmissionPageSchema>['data'][number];

export const exerciseKeys = {
  languages: ['admin', 'exercise', 'languages'] as const,
  practiceAll: ['admin', 'practice'] as const,
  lesson: (courseId: string, lessonId: string) =>
    ['admin', 'exercise', 'lesson', courseId, lessonId] as const,
  practiceList: (query: string) => ['admin', 'practice', 'list', query] as const,
  practice: (id: string) => ['admin', 'practice', id] as const,
  stats: (id: string) => ['admin', 'exercise', 'stats', id] as const,
  submissions: (id: string, page: number) => ['admin', 'exercise', 'submissions', id, page] as const,
};

const lessonExercise = '/admin/courses/{id}/lessons/{lessonId}/exercise';

/** The languages the configured judge offers (Judge0 lists its own); the form falls back to the embedded three. */
export function useJudgeLanguages() {
  return useQuery({
    queryKey: exerciseKeys.languages,
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await api.get('/admin/exercises/languages', { signal })).data,
  });
}

/** A lesson's exercise; a lesson without one yet answers 404, which the form reads as "new". */
export function useLessonExercise(courseId: string, lessonId: string) {
  return useQuery({
    queryKey: exerciseKeys.lesson(courseId, lessonId),
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.get(lessonExercise, { params: { id: courseId, lessonId }, signal })).data,
  });
}

export function useSaveLessonExercise(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExerciseInput) =>
      api.put(lessonExercise, input, { params: { id: courseId, lessonId } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      client.setQueryData(exerciseKeys.lesson(courseId, lessonId), answer.data);
    },
  });
}

export function usePracticeRows(query: string) {
  return useQuery({
    queryKey: exerciseKeys.practiceList(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ signal }) => api.get('/admin/practice', { query, signal }),
  });
}

export function usePracticeExercise(id: string) {
  return useQuery({
    queryKey: exerciseKeys.practice(id),
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) => (await api.get('/admin/practice/{id}', { params: { id }, signal })).data,
  });
}

export function useSavePractice(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PracticeInput) =>
      id ? api.put('/admin/practice/{id}', input, { params: { id } }) : api.post('/admin/practice', input),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: exerciseKeys.practiceAll });
    },
  });
}

/**
 * Publish or unpublish (PUT /api/admin/exercises/:id/publish). The server runs the check before
 * it publishes and refuses (409) with the reason when the check does not pass.
 */
export const setPublished = (id: string, published: boolean) =>
  api.put('/admin/exercises/{id}/publish', { published }, { params: { id } });

export function useCheck(exerciseId: string) {
  return useMutation({
    mutationFn: async () =>
      (await api.post('/admin/exercises/{id}/check', undefined, { params: { id: exerciseId } })).data,
  });
}

export function useExerciseStats(exerciseId: string) {
  return useQuery({
    queryKey: exerciseKeys.stats(exerciseId),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.get('/admin/exercises/{id}/stats', { params: { id: exerciseId }, signal })).data,
  });
}

export function useAdminSubmissions(exerciseId: string, page: number) {
  return useQuery({
    queryKey: exerciseKeys.submissions(exerciseId, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get('/admin/exercises/{id}/submissions', { params: { id: exerciseId }, query: { page }, signal }),
  });
}
