import type { reviewDoneSchema } from '@kalvi/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { useListQuery } from '../components/list-query';

/** The console's Projects calls (docs/decisions/090-web-feature-api-layers.md: the section's api layer). */

type ReviewDone = z.infer<typeof reviewDoneSchema>;
export type ProjectDecision = { decision: 'approve' | 'return'; feedback: string };

export const projectKeys = {
  all: ['admin', 'projects'] as const,
  list: (query: string) => ['admin', 'projects', query] as const,
};

export function useProjectQueue(query: string) {
  return useListQuery(projectKeys.list(query), (signal) => api.get('/admin/projects', { query, signal }));
}

/** Approves a submitted project or returns it with feedback; the queue reloads either way. */
export function useReviewProject(
  id: string,
  callbacks: { onSuccess: (answer: ReviewDone) => void; onError: (err: unknown) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectDecision) => api.post('/admin/projects/{id}/review', body, { params: { id } }),
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
