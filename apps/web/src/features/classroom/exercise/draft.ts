import type { ExerciseView } from '@kalvi/shared';
import { storage } from '../../../lib/storage';

export interface Draft {
  code: string;
  savedAt: string;
}

const key = (exerciseId: string) => `kalvi:exercise-draft:${exerciseId}`;

export function localDraft(exerciseId: string): Draft | null {
  const text = storage.get(key(exerciseId));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Draft).code === 'string' &&
      typeof (value as Draft).savedAt === 'string'
    ) {
      return value as Draft;
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

export function keepLocalDraft(exerciseId: string, code: string, now = new Date()): void {
  storage.set(key(exerciseId), JSON.stringify({ code, savedAt: now.toISOString() }));
}

const time = (draft: Draft | null) => (draft ? Date.parse(draft.savedAt) || 0 : -1);

/**
 * The code the editor opens with: the newer of this device's draft and the server's (another
 * device's), else the starter code.
 */
export function openingCode(
  exercise: Pick<ExerciseView, 'starterCode' | 'draft'>,
  local: Draft | null,
): string {
  const newer = time(local) > time(exercise.draft) ? local : exercise.draft;
  return newer?.code ?? exercise.starterCode;
}
