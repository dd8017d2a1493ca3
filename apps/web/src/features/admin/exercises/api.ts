import type { Difficulty, ExerciseInput, Pagination, TestResult, Verdict } from '@kalvi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** An exercise as the console edits it: the author's input, its id once saved, and the practice fields. */
export type AuthoredExercise = ExerciseInput & { id?: string; slug?: string; isPublished?: boolean };

export interface PracticeRow {
  id: string;
  slug: string;
  title: string;
  language: string;
  languageName?: string;
  topic: string;
  difficulty: Difficulty;
  isPublished: boolean;
}

/** One run of the check: the reference solution's or the starter code's verdict on each test. */
export interface CheckRun {
  verdict: Verdict | null;
  results: Pick<TestResult, 'index' | 'sample' | 'verdict' | 'timeMs'>[];
}
export interface CheckAnswer {
  reference?: CheckRun;
  starter?: CheckRun;
  passed?: boolean;
}

export interface ExerciseStats {
  attempts: number;
  solvers: number;
  acceptanceRate: number;
  commonFailingTest: number | null;
}

export interface StaffSubmission {
  id: string;
  kind: 'run' | 'submit';
  verdict: Verdict | null;
  code: string;
  createdAt: string;
  passed?: number;
  total?: number;
  learner?: { name?: string; email?: string } | null;
  learnerName?: string;
}

type Saved = { message: string; data?: AuthoredExercise };

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

/** A lesson's exercise; a lesson without one yet answers 404, which the form reads as "new". */
export function useLessonExercise(courseId: string, lessonId: string) {
  return useQuery({
    queryKey: exerciseAdminKeys.lesson(courseId, lessonId),
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: AuthoredExercise }>(lessonExerciseUrl(courseId, lessonId), { signal })).data,
  });
}

export function useSaveLessonExercise(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExerciseInput) => api.put<Saved>(lessonExerciseUrl(courseId, lessonId), input),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: exerciseAdminKeys.lesson(courseId, lessonId) });
    },
  });
}

export function usePracticeRows(query: string) {
  return useQuery({
    queryKey: exerciseAdminKeys.practiceList(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: PracticeRow[]; pagination: Pagination }>(`/admin/practice?${query}`, { signal }),
  });
}

export function usePracticeExercise(id: string) {
  return useQuery({
    queryKey: exerciseAdminKeys.practice(id),
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: AuthoredExercise }>(`/admin/practice/${encodeURIComponent(id)}`, { signal }))
        .data,
  });
}

export function useSavePractice(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExerciseInput) =>
      id
        ? api.put<Saved>(`/admin/practice/${encodeURIComponent(id)}`, input)
        : api.post<Saved>('/admin/practice', input),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: ['admin', 'practice'] });
    },
  });
}

/** Publish or unpublish; the server refuses to publish until the check passes, and says why. */
export const setPublished = (id: string, publish: boolean) =>
  api.post<{ message: string }>(
    `/admin/practice/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`,
  );

export function useCheck(exerciseId: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await api.post<{ message?: string; data: CheckAnswer }>(
          `/admin/exercises/${encodeURIComponent(exerciseId)}/check`,
        )
      ).data,
  });
}

export function useExerciseStats(exerciseId: string) {
  return useQuery({
    queryKey: exerciseAdminKeys.stats(exerciseId),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ExerciseStats }>(`/admin/exercises/${encodeURIComponent(exerciseId)}/stats`, {
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
      api.get<{ data: StaffSubmission[]; pagination: Pagination }>(
        `/admin/exercises/${encodeURIComponent(exerciseId)}/submissions?page=${page}`,
        { signal },
      ),
  });
}
