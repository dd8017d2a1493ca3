import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timetableKeys } from './timetable-api';

/** A member's batch page, as `GET /api/me/batches/:id` answers it. */
export type MyBatch = Awaited<ReturnType<typeof readMyBatch>>;

export const batchKeys = {
  mine: (batchId: string) => ['me', 'batches', batchId] as const,
  upcoming: (courseId: string) => ['batches', 'upcoming', courseId] as const,
};

async function readMyBatch(batchId: string, signal?: AbortSignal) {
  return (await api.get('/me/batches/{id}', { params: { id: batchId }, signal })).data;
}

export function useMyBatch(batchId: string) {
  return useQuery({
    queryKey: batchKeys.mine(batchId),
    queryFn: ({ signal }) => readMyBatch(batchId, signal),
    staleTime: 0,
    retry: false,
  });
}

/** The course's batches still taking learners: where a learner may move. */
export function useUpcomingBatches(courseId: string | undefined) {
  return useQuery({
    queryKey: batchKeys.upcoming(courseId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get('/batches', { query: { courseId: courseId ?? '' }, signal })).data,
    enabled: Boolean(courseId),
  });
}

export function useMoveBatch(batchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (toBatchId: string) =>
      api.post('/me/batches/{id}/move', { toBatchId }, { params: { id: batchId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['me', 'batches'] }),
        client.invalidateQueries({ queryKey: timetableKeys.mine }),
      ]),
  });
}
