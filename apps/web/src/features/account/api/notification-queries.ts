import type {
  NotificationPreferences,
  NotificationPreferencesAnswer,
  NotificationPreferencesInput,
} from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const preferencesKey = ['notifications', 'preferences'] as const;

/** My choices per kind and channel, and my WhatsApp opt-in (docs/decisions/177-whatsapp-opt-in.md). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) =>
      (await api.get<NotificationPreferencesAnswer>('/notifications/preferences', { signal })).data,
    staleTime: 0,
  });
}

type Saved = { data: NotificationPreferences; message: string };

export const savePreferences = async (input: NotificationPreferencesInput) =>
  (await api.put<Saved>('/notifications/preferences', input)).data;

export const optInWhatsapp = async (phone: string) =>
  (await api.put<Saved>('/notifications/whatsapp', { phone })).data;

export const optOutWhatsapp = async () => (await api.del<Saved>('/notifications/whatsapp')).data;
