// Moving to another batch (docs/product/batches.md#moving-to-another-batch): the course's other
// batches to choose from, and the move itself.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const batchMoveKeys = {
  all: ['batch-moves'] as const,
  choices: (courseId: string) => ['batch-moves', 'choices', courseId] as const,
};

export function useBatchChoices(courseId: string) {
  return useQuery({
    queryKey: batchMoveKeys.choices(courseId),
    queryFn: ({ signal }) => api.get('/batches', { query: { courseId }, signal }),
    select: (res) => res.data,
  });
}

export function useMoveBatch(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toBatchId: string) =>
      api.post('/me/batches/{id}/move', { toBatchId }, { params: { id: batchId } }),
    // The learner's timetable, batch page and the seats left all change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
