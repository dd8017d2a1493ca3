import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timetableKeys } from './timetable-api';

/**
 * LIVE's `GET /api/me/batches/:id` and ENROL's `POST /api/me/batches/:id/move` (issue 43's
 * shared contracts) are built on other branches, so this branch's OpenAPI document does not
 * name them. TODO(issue 43 merge): call them through `api` with api-types.gen.ts's types and
 * delete `MyBatch` and `untyped`.
 */
export interface MyBatch {
  batch: {
    id: string;
    courseId: string;
    courseSlug: string;
    courseTitle: string;
    language: 'ta' | 'en';
    startsOn: string;
    timeZone: string;
    instructorName: string;
    status: 'open' | 'closed' | 'cancelled';
    movesLeft: number;
  };
  sessions: Array<{
    id: string;
    number: number;
    startsAt: string;
    endsAt: string;
    status: 'scheduled' | 'cancelled';
    recordingUrl: string | null;
    attended: boolean;
    joinPath: string;
  }>;
  attendance: { attended: number; held: number };
  certificate: { requiredPercent: number | null; attendedPercent: number };
}
type Untyped = <T>(path: string, ...args: unknown[]) => Promise<T>;
const untyped = api as unknown as { get: Untyped; post: Untyped };

export const batchKeys = {
  mine: (batchId: string) => ['me', 'batches', batchId] as const,
  upcoming: (courseId: string) => ['batches', 'upcoming', courseId] as const,
};

export function useMyBatch(batchId: string) {
  return useQuery({
    queryKey: batchKeys.mine(batchId),
    queryFn: async ({ signal }) =>
      (await untyped.get<{ data: MyBatch }>('/me/batches/{id}', { params: { id: batchId }, signal })).data,
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
      untyped.post<{ message: string }>('/me/batches/{id}/move', { toBatchId }, { params: { id: batchId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['me', 'batches'] }),
        client.invalidateQueries({ queryKey: timetableKeys.mine }),
      ]),
  });
}
