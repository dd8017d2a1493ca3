import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const calendarKeys = { link: ['me', 'calendar'] as const };

/** My private calendar feed's address (docs/product/batches.md#the-calendar-feed), made on first asking. */
export function useCalendarLink() {
  return useQuery({
    queryKey: calendarKeys.link,
    queryFn: async ({ signal }) => (await api.get('/me/calendar', { signal })).data,
    staleTime: 0,
  });
}

/** A new address; the old one answers 404 from now on. */
export function useResetCalendarLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/me/calendar/reset', undefined),
    onSuccess: (answer) => client.setQueryData(calendarKeys.link, answer.data),
  });
}

/** Google Calendar's page for subscribing to a feed by its address. */
export const googleCalendarUrl = (webcalUrl: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`;
