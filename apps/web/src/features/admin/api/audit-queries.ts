import type { auditPageAnswerSchema } from '@kalvi/shared/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type AuditPage = z.infer<typeof auditPageAnswerSchema>;

/** GET /api/admin/audit with the list's query string (page, limit, sort, filters). */
export function useAuditPage(query: string) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => api.get<AuditPage>(`/admin/audit?${query}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
