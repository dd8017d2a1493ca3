import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useListQuery } from '../components/list-query';

/** The console's Questions calls (docs/decisions/090-web-feature-api-layers.md: the section's api layer). */

export const questionKeys = {
  all: ['admin', 'questions'] as const,
  list: (query: string) => ['admin', 'questions', query] as const,
  thread: (questionId: string) => ['admin', 'questions', 'thread', questionId] as const,
};

export function useQuestionInbox(query: string) {
  return useListQuery(questionKeys.list(query), (signal) => api.get('/admin/questions', { query, signal }));
}

function useInboxWrite<TInput>(send: (input: TInput) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** The instructor answers from the inbox through the learners' own route: the answer is marked as theirs. */
export function useAnswerFromInbox(questionId: string) {
  return useInboxWrite((body: string) =>
    api.post('/questions/{id}/answers', { body }, { params: { id: questionId } }),
  );
}

export type PostKind = 'question' | 'answer';

/** Hides (or shows again) a question or an answer, the reason kept in the audit log. */
export function useHidePost(kind: PostKind, id: string, hidden: boolean) {
  return useInboxWrite((reason: string) =>
    api.post(`/admin/${kind}s/{id}/${hidden ? 'hide' : 'restore'}`, { reason }, { params: { id } }),
  );
}

/** A question's answers as staff see them: hidden ones included, with their reasons. */
export function useThreadForStaff(questionId: string) {
  return useQuery({
    queryKey: questionKeys.thread(questionId),
    queryFn: async ({ signal }) =>
      (await api.get('/questions/{id}', { params: { id: questionId }, signal })).data,
  });
}
