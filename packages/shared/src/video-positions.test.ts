import { describe, expect, it } from 'vitest';
import { resumeAt, VIDEO_SECONDS_MAX, videoPositionBodySchema } from './video-positions.ts';

describe('a video position', () => {
  const parse = (body: unknown) => videoPositionBodySchema.safeParse(body);
  const messageOf = (body: unknown) => parse(body).error?.issues[0]?.message;

  it('takes whole seconds from 0 up to the length the player reports', () => {
    expect(parse({ seconds: 0, durationSeconds: 1 }).success).toBe(true);
    expect(parse({ seconds: 600, durationSeconds: 600 }).success).toBe(true);
    expect(parse({ seconds: VIDEO_SECONDS_MAX, durationSeconds: VIDEO_SECONDS_MAX }).success).toBe(true);
  });

  it('refuses a negative, fractional or missing position, a position past the end, and a silly length', () => {
    const position = 'The position must be a whole number of seconds from 0 to 12 hours';
    expect(messageOf({ seconds: -1, durationSeconds: 600 })).toBe(position);
    expect(messageOf({ seconds: 1.5, durationSeconds: 600 })).toBe(position);
    expect(messageOf({ durationSeconds: 600 })).toBe(position);
    expect(messageOf({ seconds: 601, durationSeconds: 600 })).toBe(
      'The position is past the end of the video',
    );
    const length = 'The length must be a whole number of seconds from 1 to 12 hours';
    expect(messageOf({ seconds: 0, durationSeconds: 0 })).toBe(length);
    expect(messageOf({ seconds: 0, durationSeconds: VIDEO_SECONDS_MAX + 1 })).toBe(length);
  });

  it('starts where the learner stopped, or from the start when nothing was saved or they reached the end', () => {
    expect(resumeAt(null)).toBe(0);
    expect(resumeAt({ seconds: 192, durationSeconds: 600 })).toBe(192);
    expect(resumeAt({ seconds: 590, durationSeconds: 600 })).toBe(0);
    expect(resumeAt({ seconds: 589, durationSeconds: 600 })).toBe(589);
  });
});
