import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

/** GET /api/admin/dashboard: every figure of the page in one call, fresh each time the page opens. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api.get('/admin/dashboard', { signal }),
    select: (answer) => answer.data,
    staleTime: 30_000,
  });
}
