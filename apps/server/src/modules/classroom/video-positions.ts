import type { VideoPosition, VideoPositionBody } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import { videoPositions } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { findLesson, refuse } from './access.ts';
import { isEnrolled } from './queries.ts';

/**
 * Where a learner stopped in a video lesson, kept per learner and lesson so the player starts
 * there on any device (docs/decisions/184-video-positions.md). Only a video lesson of a course
 * the learner is enrolled in keeps one: a preview watched before enrolling starts at the start.
 */

const toPosition = (row: typeof videoPositions.$inferSelect): VideoPosition => ({
  seconds: row.seconds,
  durationSeconds: row.durationSeconds,
  updatedAt: row.updatedAt.toISOString(),
});

async function videoLessonOf(tx: Tx, userId: string, lessonId: string) {
  const lesson = await findLesson(tx, lessonId);
  if (!(await isEnrolled(tx, userId, lesson.courseId))) refuse(userId);
  if (lesson.kind !== 'video') throw badRequest('This lesson is not a video');
  return lesson;
}

export async function videoPosition(
  { db }: DbDeps,
  userId: string,
  lessonId: string,
): Promise<VideoPosition | null> {
  await videoLessonOf(db, userId, lessonId);
  const [row] = await db
    .select()
    .from(videoPositions)
    .where(and(eq(videoPositions.userId, userId), eq(videoPositions.lessonId, lessonId)));
  return row ? toPosition(row) : null;
}

/** The latest report wins: where the learner stopped last, even if earlier in the video. */
export async function saveVideoPosition(
  { db }: DbDeps,
  userId: string,
  lessonId: string,
  body: VideoPositionBody,
): Promise<VideoPosition> {
  const lesson = await videoLessonOf(db, userId, lessonId);
  const values = { seconds: body.seconds, durationSeconds: body.durationSeconds, updatedAt: new Date() };
  const [row] = await db
    .insert(videoPositions)
    .values({ userId, lessonId: lesson.id, ...values })
    .onConflictDoUpdate({ target: [videoPositions.userId, videoPositions.lessonId], set: values })
    .returning();
  if (!row) throw new Error('the video position was not saved');
  return toPosition(row);
}
