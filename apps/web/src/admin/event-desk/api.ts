import type {
  AdminEventInput,
  adminEventAnswerSchema,
  adminEventPageSchema,
  adminEventSavedSchema,
  eventCancelledSchema,
} from '@kalvi/shared/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { useListQuery } from '../components/list-query';

export type EventPage = z.infer<typeof adminEventPageSchema>;
export type EventAnswer = z.infer<typeof adminEventAnswerSchema>;
export type EventSaved = z.infer<typeof adminEventSavedSchema>;
export type EventCancelled = z.infer<typeof eventCancelledSchema>;

/** The event desk's cached answers; `all` covers every one of them. */
export const eventKeys = {
  all: ['admin', 'events'] as const,
  list: (query: string) => ['admin', 'events', 'list', query] as const,
  one: (id: string) => ['admin', 'events', 'one', id] as const,
  instructors: ['admin', 'events', 'instructors'] as const,
  waitlist: (eventId: string, page: number) => ['admin', 'events', 'waitlist', eventId, page] as const,
};

export function useAdminEvents(query: string) {
  return useListQuery(eventKeys.list(query), (signal) => api.get('/admin/events', { query, signal }));
}

/** Cancels an event: its learners are told and the paid ones' refunds queued. */
export function cancelEvent(id: string) {
  return api.post('/admin/events/{id}/cancel', undefined, { params: { id } });
}

export function useAdminEvent(id: string) {
  return useQuery({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) => api.get('/admin/events/{id}', { params: { id }, signal }),
    // The new-event form has no id: nothing to read.
    enabled: id !== '',
    staleTime: 0,
  });
}

export function useInstructorOptions() {
  return useQuery({
    queryKey: eventKeys.instructors,
    queryFn: ({ signal }) => api.get('/admin/events/instructors', { signal }),
    staleTime: 60_000,
  });
}

/** Creates an event (no id) or saves one; every desk answer may have changed after. */
export function useSaveEvent(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminEventInput) =>
      id ? api.put('/admin/events/{id}', input, { params: { id } }) : api.post('/admin/events', input),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** One event's waitlist and its offers, twenty a page (docs/decisions/180-event-waitlists.md). */
export function useEventWaitlist(eventId: string, page: number) {
  return useListQuery(eventKeys.waitlist(eventId, page), (signal) =>
    api.get('/admin/events/{id}/waitlist', { params: { id: eventId }, query: { page, limit: 20 }, signal }),
  );
}
