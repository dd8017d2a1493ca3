import { and, asc, eq, inArray } from 'drizzle-orm';
import { certificates, courseSections, lessonProgress, lessons } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

export interface CourseProgress {
  progress: { completed: number; total: number };
  nextLessonId: string | null;
  certificateId: string | null;
}

/**
 * 'My learning' for many courses in three queries: required lessons finished of all required
 * lessons, the next lesson to open (the first required one not finished, else the first not
 * finished, as the outline's nextLessonId), and the course certificate.
 */
export async function progressFor(
  tx: Tx,
  userId: string,
  courseIds: string[],
): Promise<Map<string, CourseProgress>> {
  const result = new Map<string, CourseProgress>();
  if (courseIds.length === 0) return result;
  const [rows, done, held] = await Promise.all([
    tx
      .select({
        id: lessons.id,
        courseId: lessons.courseId,
        isRequired: lessons.isRequired,
        sectionPosition: courseSections.position,
        position: lessons.position,
      })
      .from(lessons)
      .innerJoin(courseSections, eq(courseSections.id, lessons.sectionId))
      .where(inArray(lessons.courseId, courseIds))
      .orderBy(asc(courseSections.position), asc(courseSections.id), asc(lessons.position), asc(lessons.id)),
    tx
      .select({ id: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, courseIds))),
    tx
      .select({ id: certificates.id, courseId: certificates.courseId })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds))),
  ]);
  const finished = new Set(done.map((d) => d.id));
  for (const courseId of courseIds) {
    const mine = rows.filter((r) => r.courseId === courseId);
    const required = mine.filter((r) => r.isRequired);
    const open = mine.filter((r) => !finished.has(r.id));
    result.set(courseId, {
      progress: { completed: required.filter((r) => finished.has(r.id)).length, total: required.length },
      nextLessonId: (open.find((r) => r.isRequired) ?? open[0])?.id ?? null,
      certificateId: held.find((c) => c.courseId === courseId)?.id ?? null,
    });
  }
  return result;
}

/** The learner's event certificates by event, for 'My learning'. */
export async function eventCertificates(
  tx: Tx,
  userId: string,
  eventIds: string[],
): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: certificates.id, eventId: certificates.eventId })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), inArray(certificates.eventId, eventIds)));
  return new Map(rows.map((r) => [r.eventId ?? '', r.id]));
}
