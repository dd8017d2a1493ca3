import { describe, expect, it } from 'vitest';
import { attendanceCounts } from './my-batch-service.ts';

const now = new Date('2033-01-10T12:00:00Z');
const session = (
  startsAt: string,
  fields: { attended?: boolean; status?: 'scheduled' | 'cancelled' } = {},
) => ({
  id: startsAt,
  number: 1,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 90 * 60_000).toISOString(),
  status: fields.status ?? 'scheduled',
  recordingUrl: null,
  attended: fields.attended ?? false,
  joinPath: `/live/${startsAt}`,
});

describe('attendanceCounts', () => {
  it('counts ended sessions as held, and never fewer held than attended', () => {
    const counts = attendanceCounts(
      [
        session('2033-01-08T12:00:00Z', { attended: true }),
        session('2033-01-09T12:00:00Z'),
        session('2033-01-09T15:00:00Z', { status: 'cancelled' }),
        // Joined ten minutes before it starts: under way for the learner.
        session('2033-01-10T12:10:00Z', { attended: true }),
        session('2033-01-12T12:00:00Z'),
      ],
      now,
    );
    expect(counts).toEqual({ attended: 2, held: 3, scheduled: 4 });
  });

  it('counts a session joined before its start as held', () => {
    expect(attendanceCounts([session('2033-01-10T12:10:00Z', { attended: true })], now)).toEqual({
      attended: 1,
      held: 1,
      scheduled: 1,
    });
  });
});
