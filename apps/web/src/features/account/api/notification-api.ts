import type { NotificationPreferencesInput } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const notificationKeys = { preferences: ['notifications', 'preferences'] as const };

/** My choices per kind and channel, and my WhatsApp opt-in (docs/decisions/177-whatsapp-opt-in.md). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: async ({ signal }) => (await api.get('/notifications/preferences', { signal })).data,
    staleTime: 0,
  });
}

export const savePreferences = async (input: NotificationPreferencesInput) =>
  (await api.put('/notifications/preferences', input)).data;

export const optInWhatsapp = async (phone: string) =>
  (await api.put('/notifications/whatsapp', { phone })).data;

/** The code WhatsApp brought to the number given: confirms it (docs/decisions/197-whatsapp-number-confirmation.md). */
export const confirmWhatsapp = async (code: string) =>
  (await api.post('/notifications/whatsapp/confirm', { code })).data;

export const optOutWhatsapp = async () => (await api.del('/notifications/whatsapp')).data;
