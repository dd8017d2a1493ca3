import type { auditPageAnswerSchema } from '@kalvi/shared/admin';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { auditKeys } from '../components/keys';
import { useListQuery } from '../components/list-query';

export type AuditPage = z.infer<typeof auditPageAnswerSchema>;

/** GET /api/admin/audit with the list's query string (page, limit, sort, filters). */
export function useAuditPage(query: string) {
  return useListQuery(auditKeys.list(query), (signal) => api.get('/admin/audit', { query, signal }));
}
