import type { ExerciseInput } from '@kalvi/shared';
import type {
  adminExerciseAnswerSchema,
  adminExerciseSavedSchema,
  adminPracticePageSchema,
  exerciseCheckAnswerSchema,
  exerciseStatsAnswerSchema,
  judgeLanguagesAnswerSchema,
  PracticeInput,
  staffSubmissionPageSchema,
} from '@kalvi/shared/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';

export type PracticeRow = z.infer<typeof adminPracticePageSchema>['data'][number];
export type CheckRun = z.infer<typeof exerciseCheckAnswerSchema>['data']['reference'];
export type StaffSubmission = z.infer<typeof staffSubmissionPageSchema>['data'][number];
type Saved = z.infer<typeof adminExerciseSavedSchema>;
type ExerciseAnswer = z.infer<typeof adminExerciseAnswerSchema>;

export const exerciseAdminKeys = {
  lesson: (courseId: string, lessonId: string) =>
    ['admin', 'exercise', 'lesson', courseId, lessonId] as const,
  practiceList: (query: string) => ['admin', 'practice', 'list', query] as const,
  practice: (id: string) => ['admin', 'practice', id] as const,
  stats: (id: string) => ['admin', 'exercise', 'stats', id] as const,
  submissions: (id: string, page: number) => ['admin', 'exercise', 'submissions', id, page] as const,
};

const lessonExerciseUrl = (courseId: string, lessonId: string) =>
  `/admin/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/exercise`;
const exerciseUrl = (id: string) => `/admin/exercises/${encodeURIComponent(id)}`;

/** The languages the configured judge offers (Judge0 lists its own); the form falls back to the embedded three. */
export function useJudgeLanguages() {
  return useQuery({
    queryKey: ['admin', 'exercise', 'languages'],
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await api.get<z.infer<typeof judgeLanguagesAnswerSchema>>('/admin/exercises/languages', { signal }))
        .data,
  });
}

/** A lesson's exercise; a lesson without one yet answers 404, which the form reads as "new". */
export function useLessonExercise(courseId: string, lessonId: string) {
  return useQuery({
    queryKey: exerciseAdminKeys.lesson(courseId, lessonId),
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.get<ExerciseAnswer>(lessonExerciseUrl(courseId, lessonId), { signal })).data,
  });
}

export function useSaveLessonExercise(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExerciseInput) => api.put<Saved>(lessonExerciseUrl(courseId, lessonId), input),
    onSuccess: (answer) => {
      toast.success(answer.message);
      client.setQueryData(exerciseAdminKeys.lesson(courseId, lessonId), answer.data);
    },
  });
}

export function usePracticeRows(query: string) {
  return useQuery({
    queryKey: exerciseAdminKeys.practiceList(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof adminPracticePageSchema>>(`/admin/practice?${query}`, { signal }),
  });
}

export function usePracticeExercise(id: string) {
  return useQuery({
    queryKey: exerciseAdminKeys.practice(id),
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.get<ExerciseAnswer>(`/admin/practice/${encodeURIComponent(id)}`, { signal })).data,
  });
}

export function useSavePractice(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PracticeInput) =>
      id
        ? api.put<Saved>(`/admin/practice/${encodeURIComponent(id)}`, input)
        : api.post<Saved>('/admin/practice', input),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: ['admin', 'practice'] });
    },
  });
}

/**
 * Publish or unpublish (PUT /api/admin/exercises/:id/publish). The server runs the check before
 * it publishes and refuses (409) with the reason when the check does not pass.
 */
export const setPublished = (id: string, published: boolean) =>
  api.put<Saved>(`${exerciseUrl(id)}/publish`, { published });

export function useCheck(exerciseId: string) {
  return useMutation({
    mutationFn: async () =>
      (await api.post<z.infer<typeof exerciseCheckAnswerSchema>>(`${exerciseUrl(exerciseId)}/check`)).data,
  });
}

export function useExerciseStats(exerciseId: string) {
  return useQuery({
    queryKey: exerciseAdminKeys.stats(exerciseId),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await api.get<z.infer<typeof exerciseStatsAnswerSchema>>(`${exerciseUrl(exerciseId)}/stats`, {
          signal,
        })
      ).data,
  });
}

export function useStaffSubmissions(exerciseId: string, page: number) {
  return useQuery({
    queryKey: exerciseAdminKeys.submissions(exerciseId, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof staffSubmissionPageSchema>>(
        `${exerciseUrl(exerciseId)}/submissions?page=${page}`,
        { signal },
      ),
  });
}
