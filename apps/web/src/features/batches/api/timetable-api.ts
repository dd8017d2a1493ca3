import type { Timetable, TimetableSession } from '@kalvi/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { Timetable, TimetableSession };

export const timetableKeys = { mine: ['me', 'timetable'] as const };

/** My next live session, this week's and past ones (docs/product/batches.md#the-timetable); personal, fetched fresh. */
export function useTimetable() {
  return useQuery({
    queryKey: timetableKeys.mine,
    queryFn: async ({ signal }) => (await api.get('/me/timetable', { signal })).data,
    staleTime: 0,
  });
}

/** Kalvi's join: notes attendance and answers the meeting's address, or the reason it refuses. */
export function useJoinSession() {
  return useMutation({
    mutationFn: async (sessionId: string) =>
      (await api.post('/live/{id}/join', undefined, { params: { id: sessionId } })).data,
  });
}

/** A single session's calendar file; the browser downloads it with the session cookie. */
export const sessionIcsHref = (sessionId: string) => `/api/me/sessions/${encodeURIComponent(sessionId)}.ics`;
