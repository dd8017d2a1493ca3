import type { Curriculum, Lesson } from '@kalvi/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetOfflineData,
  keepOnlyFor,
  markPending,
  pendingLessons,
  pendingSnapshot,
} from '../../../lib/offline';
import { isClassroomRead, isCompletion } from '../../../lib/offline-contract';
import { lessonWithPending, withPending } from './pending-progress';
import { formatBytes, offlineAddresses } from './saved-courses';

const lesson = (id: string, kind: string, completed = false, locked = false) =>
  ({
    id,
    kind,
    completed,
    locked,
    title: id,
  }) as unknown as Curriculum['sections'][number]['lessons'][number];

const curriculum = {
  courseId: 'c1',
  progress: { completed: 1, total: 4 },
  sections: [
    { id: 's1', lessons: [lesson('r1', 'reading', true), lesson('r2', 'reading'), lesson('v1', 'video')] },
    { id: 's2', lessons: [lesson('r3', 'reading', false, true)] },
  ],
} as unknown as Curriculum;

describe('what the service worker keeps and queues', () => {
  it('keeps the outline, lessons and who is signed in; queues only completions', () => {
    expect(isClassroomRead('/api/curriculum/c1')).toBe(true);
    expect(isClassroomRead('/api/lessons/l1')).toBe(true);
    expect(isClassroomRead('/api/auth/me')).toBe(true);
    expect(isClassroomRead('/api/lessons/l1/questions')).toBe(false);
    expect(isClassroomRead('/api/courses')).toBe(false);
    expect(isCompletion('/api/lessons/l1/complete')).toBe(true);
    expect(isCompletion('/api/lessons/l1/quiz')).toBe(false);
  });

  it('saves the outline and the open reading lessons, not locked ones or videos', () => {
    expect(offlineAddresses(curriculum)).toEqual([
      '/api/curriculum/c1',
      '/api/lessons/r1',
      '/api/lessons/r2',
    ]);
  });
});

describe('completions marked offline', () => {
  beforeEach(() => localStorage.clear());

  it('count on this device until the server has them, never twice', () => {
    markPending('c1', 'r2');
    markPending('c1', 'r1'); // already complete on the server
    markPending('other', 'x1');
    const pending = pendingLessons(pendingSnapshot(), 'c1');
    expect([...pending].sort()).toEqual(['r1', 'r2']);
    const shown = withPending(curriculum, pending);
    expect(shown.progress).toEqual({ completed: 2, total: 4 });
    expect(shown.sections[0]?.lessons.map((l) => l.completed)).toEqual([true, true, false]);
    expect(lessonWithPending({ id: 'r2', completed: false } as Lesson, pending).completed).toBe(true);
    expect(withPending(curriculum, new Set())).toBe(curriculum);
  });

  it('are forgotten when the learner signs out or another account signs in', () => {
    keepOnlyFor('learner-a');
    markPending('c1', 'r2');
    keepOnlyFor('learner-a');
    expect(pendingSnapshot()).not.toBe('');
    keepOnlyFor('learner-b');
    expect(pendingSnapshot()).toBe('');
    markPending('c1', 'r2');
    forgetOfflineData();
    expect(pendingSnapshot()).toBe('');
  });
});

describe('the space a saved course takes', () => {
  it('reads in kB below a megabyte, never as nothing, in either language', () => {
    expect(formatBytes(40, 'en')).toBe('1 kB');
    expect(formatBytes(23_600, 'en')).toBe('24 kB');
    expect(formatBytes(1_240_000, 'en')).toBe('1.2 MB');
    expect(formatBytes(23_600, 'ta')).toMatch(/^24\s?\S/);
  });
});
