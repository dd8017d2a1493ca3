import { EVENTS_PER_PAGE, type EventEnrolAnswer, type EventItem } from '@kalvi/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type EventFilters, toApiQuery } from '../use-event-filters';

export const eventKeys = {
  all: ['events'] as const,
  list: (query: string) => ['events', 'list', query] as const,
  one: (id: string | null) => ['events', 'one', id] as const,
};

export function useEventList(filters: EventFilters) {
  const query = toApiQuery(filters, EVENTS_PER_PAGE);
  return useQuery({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => api.get('/events', { query, signal }),
    // Keep the last page on screen while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useEvent(id: string | null, fromList: EventItem | undefined) {
  return useQuery({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) => api.get('/events/{id}', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    // The card's copy shows at once; the fresh one replaces it when it arrives.
    placeholderData: fromList ? { success: true as const, data: fromList } : undefined,
  });
}

export function enrolInEvent(eventId: string): Promise<EventEnrolAnswer> {
  return api.post('/events/enroll/{eventId}', undefined, { params: { eventId } });
}

/** After an enrolment every list and event shows the new seat counts. */
export function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}
