import type { QuestionInput, QuestionSort } from '@kalvi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A lesson's questions (docs/decisions/175-lesson-questions.md): list, thread and every write. */

export interface QuestionFilter {
  sort: QuestionSort;
  scope: 'lesson' | 'course';
  q: string;
  page: number;
}

export const questionKeys = {
  all: ['questions'] as const,
  list: (lessonId: string, filter: QuestionFilter) => ['questions', 'list', lessonId, filter] as const,
  thread: (id: string) => ['questions', 'thread', id] as const,
};

export function useQuestionList(lessonId: string, filter: QuestionFilter) {
  return useQuery({
    queryKey: questionKeys.list(lessonId, filter),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        sort: filter.sort,
        scope: filter.scope,
        page: String(filter.page),
        ...(filter.q ? { q: filter.q } : {}),
      });
      return api.get('/lessons/{id}/questions', { params: { id: lessonId }, query, signal });
    },
  });
}

export function useQuestionThread(id: string) {
  return useQuery({
    queryKey: questionKeys.thread(id),
    retry: false,
    queryFn: async ({ signal }) => (await api.get('/questions/{id}', { params: { id }, signal })).data,
  });
}

/** Every write refreshes the lists and the thread it touched. */
function useQuestionWrite<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void client.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

export function useAskQuestion(lessonId: string) {
  return useQuestionWrite(
    async (input: QuestionInput) =>
      (await api.post('/lessons/{id}/questions', input, { params: { id: lessonId } })).data,
  );
}

export function useAnswerQuestion(questionId: string) {
  return useQuestionWrite(
    async (body: string) =>
      (await api.post('/questions/{id}/answers', { body }, { params: { id: questionId } })).data,
  );
}

export function useAcceptAnswer(questionId: string) {
  return useQuestionWrite((answerId: string | null) =>
    api.put('/questions/{id}/accepted', { answerId }, { params: { id: questionId } }),
  );
}

export type PostKind = 'question' | 'answer';

export function useVote() {
  return useQuestionWrite(({ kind, id, on }: { kind: PostKind; id: string; on: boolean }) =>
    on
      ? api.put(`/${kind}s/{id}/vote`, undefined, { params: { id } })
      : api.del(`/${kind}s/{id}/vote`, undefined, { params: { id } }),
  );
}

export function useReport() {
  return useMutation({
    mutationFn: ({ kind, id, reason }: { kind: PostKind; id: string; reason: string }) =>
      api.post(`/${kind}s/{id}/report`, { reason }, { params: { id } }),
  });
}

/** The author's change to their question (title and body) or answer (body). */
export function useEditPost() {
  return useQuestionWrite(
    ({ kind, id, changes }: { kind: PostKind; id: string; changes: { title?: string; body: string } }) =>
      api.patch(`/${kind}s/{id}`, changes, { params: { id } }),
  );
}

export function useDeletePost() {
  return useQuestionWrite(({ kind, id }: { kind: PostKind; id: string }) =>
    api.del(`/${kind}s/{id}`, undefined, { params: { id } }),
  );
}
