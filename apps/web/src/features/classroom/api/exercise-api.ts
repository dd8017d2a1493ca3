import type { ExerciseView, PracticeListQuery, RunInput, Submission } from '@kalvi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { solvedCountKeys } from '../../../lib/query-keys';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { pollDelay, stillJudging } from '../exercise/polling';
import { classroomKeys } from './classroom-api';

/** Where an exercise comes from: a lesson of a course, or a problem of the practice set. */
export type ExerciseSource =
  | { kind: 'lesson'; courseId: string; lessonId: string; exercise: ExerciseView }
  | { kind: 'practice'; slug: string; exercise: ExerciseView };

export const exerciseKeys = {
  all: ['exercises'] as const,
  practiceList: (params: Partial<PracticeListQuery>, userId: string | null) =>
    ['exercises', 'practice', 'list', params, userId] as const,
  topics: ['exercises', 'practice', 'topics'] as const,
  practice: (slug: string, userId: string | null) => ['exercises', 'practice', slug, userId] as const,
  practiceAll: ['exercises', 'practice'] as const,
  practiceOf: (slug: string) => ['exercises', 'practice', slug] as const,
  submission: (id: string) => ['exercises', 'submission', id] as const,
  submissionsOf: (exerciseId: string) => ['exercises', 'submissions', exerciseId] as const,
  submissions: (exerciseId: string, page: number) => ['exercises', 'submissions', exerciseId, page] as const,
};

/** The practice list, keyed by the reader: a signed-in learner's list carries their solved marks. */
export function usePracticeList(params: Partial<PracticeListQuery>) {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: exerciseKeys.practiceList(params, userId),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== '') search.set(key, String(value));
      }
      return api.get('/practice', { query: search, signal });
    },
  });
}

export function usePracticeTopics() {
  return useQuery({
    queryKey: exerciseKeys.topics,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await api.get('/practice/topics', { signal })).data,
  });
}

export function usePracticeProblem(slug: string) {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: exerciseKeys.practice(slug, userId),
    retry: false,
    queryFn: async ({ signal }) => (await api.get('/practice/{slug}', { params: { slug }, signal })).data,
  });
}

export function saveDraft(exerciseId: string, code: string): Promise<unknown> {
  return api.put('/exercises/{id}/draft', { code }, { params: { id: exerciseId } });
}

export function useStartRun(exerciseId: string) {
  return useMutation({
    mutationFn: async (input: RunInput) =>
      (await api.post('/exercises/{id}/submissions', input, { params: { id: exerciseId } })).data,
  });
}

/** One run or submission, asked again while the judge works on it, more slowly the longer it takes. */
export function useSubmission(id: string | null) {
  return useQuery({
    queryKey: exerciseKeys.submission(id ?? ''),
    enabled: id !== null,
    retry: 1,
    queryFn: async ({ signal }) =>
      (await api.get('/exercise-submissions/{submissionId}', { params: { submissionId: id ?? '' }, signal }))
        .data,
    refetchInterval: (query) =>
      query.state.data && stillJudging(query.state.data) ? pollDelay(query.state.dataUpdateCount) : false,
  });
}

export function useSubmissions(exerciseId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: exerciseKeys.submissions(exerciseId, page),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get('/exercises/{id}/submissions', { params: { id: exerciseId }, query: { page }, signal }),
  });
}

/** The hints revealed so far, stored into the exercise's own answer so a reload keeps them. */
export function useRevealHint(source: ExerciseSource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post('/exercises/{id}/hints', undefined, { params: { id: source.exercise.id } })).data.hints,
    onSuccess: (hints) => patchExercise(client, source, { hints }),
  });
}

type Client = ReturnType<typeof useQueryClient>;

function patchExercise(client: Client, source: ExerciseSource, change: Partial<ExerciseView>) {
  if (source.kind === 'lesson') {
    client.setQueryData<{ exercise?: ExerciseView | null }>(
      classroomKeys.lesson(source.lessonId),
      (lesson) => (lesson?.exercise ? { ...lesson, exercise: { ...lesson.exercise, ...change } } : lesson),
    );
  } else {
    client.setQueriesData<ExerciseView>({ queryKey: exerciseKeys.practiceOf(source.slug) }, (exercise) =>
      exercise ? { ...exercise, ...change } : exercise,
    );
  }
}

/**
 * Once a run or submission is judged: the learner's list shows it, and a submission that passed
 * every test marks the exercise solved and reloads the outline (progress, next lesson, certificate).
 */
export function useJudged(source: ExerciseSource) {
  const client = useQueryClient();
  return (submission: Submission) => {
    void client.invalidateQueries({ queryKey: exerciseKeys.submissionsOf(source.exercise.id) });
    if (submission.kind !== 'submit' || submission.verdict !== 'accepted') return;
    patchExercise(client, source, { solved: true });
    void client.invalidateQueries({ queryKey: solvedCountKeys.all });
    if (source.kind === 'lesson') {
      void client.invalidateQueries({ queryKey: classroomKeys.lesson(source.lessonId) });
      void client.invalidateQueries({ queryKey: classroomKeys.curriculum(source.courseId) });
    } else {
      void client.invalidateQueries({ queryKey: exerciseKeys.practiceAll });
    }
  };
}
