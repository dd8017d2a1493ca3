import type { InstructorInput } from '@kalvi/shared/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useListQuery } from '../components/list-query';

/** The console's Learners and Instructors calls (docs/decisions/090: the feature's api layer). */

export const peopleKeys = {
  learners: ['admin', 'learners'] as const,
  learnerList: (query: string) => ['admin', 'learners', 'list', query] as const,
  learner: (id: string) => ['admin', 'learners', 'one', id] as const,
  instructors: ['admin', 'instructors'] as const,
  instructorList: (query: string) => ['admin', 'instructors', 'list', query] as const,
  instructor: (id: string) => ['admin', 'instructors', 'one', id] as const,
};

export function useLearners(query: string) {
  return useListQuery(peopleKeys.learnerList(query), (signal) =>
    api.get('/admin/learners', { query, signal }),
  );
}

export function useLearner(id: string) {
  return useQuery({
    queryKey: peopleKeys.learner(id),
    queryFn: ({ signal }) => api.get('/admin/learners/{id}', { params: { id }, signal }),
    staleTime: 0,
  });
}

/** Disable or enable: the answer is the learner's page as it now stands. */
export function useAccountAccess(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ disable, reason }: { disable: boolean; reason: string }) =>
      api.post(`/admin/learners/{id}/${disable ? 'disable' : 'enable'}`, { reason }, { params: { id } }),
    onSuccess: (answer) => {
      client.setQueryData(peopleKeys.learner(id), { success: true, data: answer.data });
      toast.success(answer.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: peopleKeys.learners }),
  });
}

export function useInstructors(query: string) {
  return useListQuery(peopleKeys.instructorList(query), (signal) =>
    api.get('/admin/instructors', { query, signal }),
  );
}

export function useInstructor(id: string) {
  return useQuery({
    queryKey: peopleKeys.instructor(id),
    queryFn: ({ signal }) => api.get('/admin/instructors/{id}', { params: { id }, signal }),
    staleTime: 0,
  });
}

/** Create (no id) or save (an id) a record. */
export function useSaveInstructor(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InstructorInput) =>
      id
        ? api.put('/admin/instructors/{id}', input, { params: { id } })
        : api.post('/admin/instructors', input),
    onSuccess: (answer) => {
      client.setQueryData(peopleKeys.instructor(answer.data.id), { success: true, data: answer.data });
      toast.success(answer.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: peopleKeys.instructors }),
  });
}
