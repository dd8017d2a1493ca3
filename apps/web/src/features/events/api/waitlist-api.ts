import type { MyWaitlist } from '@kalvi/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Answer = { success: true; data: MyWaitlist; message?: string };

export const waitlistKeys = {
  mine: (eventId: string) => ['events', 'waitlist', eventId] as const,
};

/** The signed-in learner's place on a full event's waitlist (docs/decisions/180-event-waitlists.md). */
export function useMyWaitlist(eventId: string, signedIn: boolean) {
  return useQuery({
    queryKey: waitlistKeys.mine(eventId),
    queryFn: ({ signal }) => api.get('/events/waitlist/{id}', { params: { id: eventId }, signal }),
    enabled: signedIn,
  });
}

export function useWaitlistActions(eventId: string) {
  const queryClient = useQueryClient();
  const settle = (answer: Answer) => {
    queryClient.setQueryData(waitlistKeys.mine(eventId), answer);
    return answer;
  };
  return {
    join: () => api.post('/events/waitlist/{id}', undefined, { params: { id: eventId } }).then(settle),
    leave: () => api.del('/events/waitlist/{id}', undefined, { params: { id: eventId } }).then(settle),
    claim: () => api.post('/events/waitlist/{id}/claim', undefined, { params: { id: eventId } }),
  };
}
