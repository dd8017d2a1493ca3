import type { AdminBatch, AdminSession, BatchEdit, BatchInput, SessionEdit } from '@kalvi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { auditKeys } from '../components/keys';

export type { AdminBatch, AdminSession };

export const batchDeskKeys = {
  all: ['admin', 'batches'] as const,
  list: (courseId: string) => ['admin', 'batches', 'course', courseId] as const,
  one: (batchId: string) => ['admin', 'batches', 'one', batchId] as const,
  attendance: (batchId: string) => ['admin', 'batches', 'attendance', batchId] as const,
  course: (courseId: string) => ['admin', 'batches', 'course-record', courseId] as const,
  instructors: ['admin', 'batches', 'instructors'] as const,
};

export const attendanceCsvHref = (batchId: string) =>
  `/api/admin/batches/${encodeURIComponent(batchId)}/attendance.csv`;

export function useCourseBatches(courseId: string) {
  return useQuery({
    queryKey: batchDeskKeys.list(courseId),
    queryFn: ({ signal }) =>
      api.get('/admin/courses/{id}/batches', { params: { id: courseId }, query: { limit: 50 }, signal }),
    staleTime: 0,
  });
}

/** The course the desk is about: its title for the heading. */
export function useDeskCourse(courseId: string) {
  return useQuery({
    queryKey: batchDeskKeys.course(courseId),
    queryFn: async ({ signal }) =>
      (await api.get('/admin/courses/{id}', { params: { id: courseId }, signal })).data,
    staleTime: 60_000,
  });
}

export function useBatch(batchId: string) {
  return useQuery({
    queryKey: batchDeskKeys.one(batchId),
    queryFn: async ({ signal }) =>
      (await api.get('/admin/batches/{id}', { params: { id: batchId }, signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** The instructors a batch or a session may be given (the first 50 by name). */
export function useInstructors() {
  return useQuery({
    queryKey: batchDeskKeys.instructors,
    queryFn: async ({ signal }) =>
      (await api.get('/admin/course-instructors', { query: { limit: 50 }, signal })).data,
    staleTime: 60_000,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: batchDeskKeys.all }),
      client.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useCreateBatch(courseId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: BatchInput) =>
      api.post('/admin/courses/{id}/batches', input, { params: { id: courseId } }),
    onSettled: refresh,
  });
}

export function useEditBatch(batchId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (edit: BatchEdit) => api.patch('/admin/batches/{id}', edit, { params: { id: batchId } }),
    onSettled: refresh,
  });
}

export function useCancelBatch(batchId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post('/admin/batches/{id}/cancel', reason ? { reason } : {}, {
        params: { id: batchId },
      }),
    onSettled: refresh,
  });
}

export function useEditSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: SessionEdit }) =>
      api.patch('/admin/batch-sessions/{id}', edit, { params: { id } }),
    onSettled: refresh,
  });
}

export function useCancelSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post('/admin/batch-sessions/{id}/cancel', undefined, { params: { id } }),
    onSettled: refresh,
  });
}

export function useAttendance(batchId: string) {
  return useQuery({
    queryKey: batchDeskKeys.attendance(batchId),
    queryFn: async ({ signal }) =>
      (
        await api.get('/admin/batches/{id}/attendance', {
          params: { id: batchId },
          signal,
        })
      ).data,
    staleTime: 0,
    retry: false,
  });
}

export function useCorrectAttendance(batchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, userId, attended }: { sessionId: string; userId: string; attended: boolean }) =>
      api.put(
        '/admin/batch-sessions/{sessionId}/attendance/{userId}',
        { attended },
        { params: { sessionId, userId } },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: batchDeskKeys.attendance(batchId) }),
  });
}
