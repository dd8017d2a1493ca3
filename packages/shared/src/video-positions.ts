import { z } from 'zod';
import { dataAnswer, messageDataAnswer } from './envelopes.ts';

/**
 * Where a learner stopped in a video lesson (docs/decisions/184-video-positions.md). The video
 * lives on YouTube or Vimeo, so only the player knows its length: it reports both numbers, and a
 * position past the length it reports is refused. Twelve hours bounds both.
 */
export const VIDEO_SECONDS_MAX = 12 * 60 * 60;

/** A position this close to the end means the learner finished: the next visit starts over. */
export const VIDEO_END_MARGIN_SECONDS = 10;

const wholeSeconds = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(VIDEO_SECONDS_MAX, message);

const LENGTH = 'The length must be a whole number of seconds from 1 to 12 hours';

/** PUT /api/lessons/:lessonId/video-position. */
export const videoPositionBodySchema = z
  .object({
    seconds: wholeSeconds('The position must be a whole number of seconds from 0 to 12 hours'),
    durationSeconds: wholeSeconds(LENGTH).min(1, LENGTH),
  })
  .refine((body) => body.seconds <= body.durationSeconds, {
    message: 'The position is past the end of the video',
    path: ['seconds'],
  });
export type VideoPositionBody = z.infer<typeof videoPositionBodySchema>;

export const videoPositionSchema = z.object({
  seconds: z.number().int(),
  durationSeconds: z.number().int(),
  updatedAt: z.string(),
});
export type VideoPosition = z.infer<typeof videoPositionSchema>;

/** GET: the saved position, or null when the learner never played the video. */
export const videoPositionAnswerSchema = dataAnswer(videoPositionSchema.nullable());
export type VideoPositionAnswer = z.infer<typeof videoPositionAnswerSchema>;
/** PUT: the position saved, with a sentence. */
export const videoPositionSavedAnswerSchema = messageDataAnswer(videoPositionSchema);

/** Where a player should start: the saved position, or the start when there is none or it was the end. */
export function resumeAt(position: Pick<VideoPosition, 'seconds' | 'durationSeconds'> | null): number {
  if (!position) return 0;
  return position.seconds >= position.durationSeconds - VIDEO_END_MARGIN_SECONDS ? 0 : position.seconds;
}
