import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/admin/dashboard: every figure of the page in one call, fresh each time the page opens. */
export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get('/admin/dashboard', { signal }),
    select: (answer) => answer.data,
    staleTime: 30_000,
  });
}
