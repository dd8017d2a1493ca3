import type { AdvisorRequestInput } from '@kalvi/shared';
import { api } from '../../../lib/api-client';

/** POST /api/advisor: a visitor asks to be called back; no session needed. */
export async function sendAdvisorRequest(values: AdvisorRequestInput): Promise<void> {
  await api.post('/advisor', values, { auth: false });
}
