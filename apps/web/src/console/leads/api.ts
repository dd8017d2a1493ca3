import type { leadAnswerSchema, leadPageSchema } from '@kalvi/shared/admin';
import type { z } from 'zod';
import { API_BASE, api } from '../../lib/api-client';
import { useListQuery } from '../components/list-query';

/** The console's Leads calls (docs/decisions/090-web-feature-api-layers.md: the section's api layer). */

type LeadPage = z.infer<typeof leadPageSchema>;
type LeadAnswer = z.infer<typeof leadAnswerSchema>;

export const LEAD_KEYS = { all: ['admin', 'leads'] as const };

export function useLeads(query: string) {
  return useListQuery([...LEAD_KEYS.all, query], (signal) =>
    api.get<LeadPage>(`/admin/leads?${query}`, { signal }),
  );
}

export function saveLead(id: string, change: { status: string; notes: string }) {
  return api.patch<LeadAnswer>(`/admin/leads/${id}`, change);
}

/** The CSV of the leads the filters in force select (a download link, not a fetch). */
export function leadsExportUrl(filters: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '')).toString();
  return `${API_BASE}/admin/leads/export?${query}`;
}
