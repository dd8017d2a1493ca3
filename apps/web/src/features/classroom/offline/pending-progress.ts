import type { Curriculum, Lesson } from '@kalvi/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { pendingLessons, pendingSnapshot, subscribeOffline } from '../../../lib/offline';

/**
 * Lessons marked complete offline count as complete on this device until the server confirms
 * them, so the progress shown never goes backwards (docs/decisions/185-offline-and-installable.md).
 */
export function usePendingLessons(courseId: string): Set<string> {
  const snapshot = useSyncExternalStore(subscribeOffline, pendingSnapshot, () => '');
  return useMemo(() => pendingLessons(snapshot, courseId), [snapshot, courseId]);
}

export function withPending(curriculum: Curriculum, pending: Set<string>): Curriculum {
  if (!pending.size) return curriculum;
  let added = 0;
  const sections = curriculum.sections.map((section) => ({
    ...section,
    lessons: section.lessons.map((lesson) => {
      if (lesson.completed || !pending.has(lesson.id)) return lesson;
      added += 1;
      return { ...lesson, completed: true };
    }),
  }));
  const { completed, total } = curriculum.progress;
  return { ...curriculum, sections, progress: { completed: Math.min(total, completed + added), total } };
}

export const lessonWithPending = (lesson: Lesson, pending: Set<string>): Lesson =>
  !lesson.completed && pending.has(lesson.id) ? { ...lesson, completed: true } : lesson;
