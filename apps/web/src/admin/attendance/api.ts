import type { attendanceSavedSchema } from '@kalvi/shared/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { useListQuery } from '../components/list-query';

/** The console's Attendance calls (docs/decisions/090-web-feature-api-layers.md: the section's api layer). */

type Saved = z.infer<typeof attendanceSavedSchema>;
export type AttendanceMarks = { marks: { userId: string; attended: boolean }[] };

export const attendanceKeys = {
  all: ['admin', 'attendance'] as const,
  events: (query: string) => ['admin', 'attendance', query] as const,
  attendees: (eventId: string, page: number) => ['admin', 'attendance', eventId, page] as const,
};

/** Events that offer a certificate. */
export function useAttendanceEvents(query: string) {
  return useListQuery(attendanceKeys.events(query), (signal) =>
    api.get('/admin/attendance/events', { query, signal }),
  );
}

/** One event's enrolled learners, fifty a page, with whether each came. */
export function useAttendees(eventId: string, page: number) {
  return useQuery({
    queryKey: attendanceKeys.attendees(eventId, page),
    queryFn: ({ signal }) =>
      api.get('/admin/attendance/events/{id}', {
        params: { id: eventId },
        query: { page, limit: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** Saves the ticks that changed; the server issues the certificates they earn. */
export function useSaveAttendance(
  eventId: string,
  callbacks: { onSuccess: (answer: Saved) => void; onError: (err: unknown) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceMarks) =>
      api.put('/admin/attendance/events/{id}', body, { params: { id: eventId } }),
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
