import type { LeadUpdate } from '@kalvi/shared/admin';
import { API_BASE, api } from '../../lib/api-client';
import { useListQuery } from '../components/list-query';

/** The console's Leads calls (docs/decisions/090-web-feature-api-layers.md: the section's api layer). */

export const leadKeys = {
  all: ['admin', 'leads'] as const,
  list: (query: string) => ['admin', 'leads', query] as const,
};

export function useLeads(query: string) {
  return useListQuery(leadKeys.list(query), (signal) => api.get('/admin/leads', { query, signal }));
}

export function saveLead(id: string, change: LeadUpdate) {
  return api.patch('/admin/leads/{id}', change, { params: { id } });
}

/** The CSV of the leads the filters in force select (a download link, not a fetch). */
export function leadsExportUrl(filters: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '')).toString();
  return `${API_BASE}/admin/leads/export?${query}`;
}
