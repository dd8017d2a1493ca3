import { type Bilingual, type Difficulty, type ExerciseInput, LIMITS } from '@kalvi/shared';
import type { AdminExercise } from '@kalvi/shared/admin';

export interface TestDraft {
  input: string;
  expected: string;
  sample: boolean;
}

/** The exercise form's state: the limits as the number inputs hold them. */
export interface ExerciseDraft {
  title: Bilingual;
  statement: Bilingual;
  language: string;
  starterCode: string;
  referenceSolution: string;
  tests: TestDraft[];
  hints: Bilingual[];
  timeMs: string;
  memoryMb: string;
  outputKb: string;
  topic: string;
  difficulty: Difficulty;
  /** Practice problems only: the address under /practice. */
  slug: string;
}

export const emptyTest = (sample = false): TestDraft => ({ input: '', expected: '', sample });

export function exerciseDraftOf(exercise: AdminExercise | undefined): ExerciseDraft {
  return {
    title: exercise?.title ?? { en: '', ta: '' },
    statement: exercise?.statement ?? { en: '', ta: '' },
    language: exercise?.language ?? 'python',
    starterCode: exercise?.starterCode ?? '',
    referenceSolution: exercise?.referenceSolution ?? '',
    tests: exercise?.tests.length ? exercise.tests : [emptyTest(true)],
    hints: exercise?.hints ?? [],
    timeMs: String(exercise?.limits.timeMs ?? LIMITS.timeMs.default),
    memoryMb: String(exercise?.limits.memoryMb ?? LIMITS.memoryMb.default),
    outputKb: String(exercise?.limits.outputKb ?? LIMITS.outputKb.default),
    topic: exercise?.topic ?? '',
    difficulty: exercise?.difficulty ?? 'easy',
    slug: exercise?.slug ?? '',
  };
}

const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** What the server is sent; it checks every rule with the shared schema and names the field. */
export function exerciseInputOf(draft: ExerciseDraft): ExerciseInput {
  return {
    title: draft.title,
    statement: draft.statement,
    language: draft.language,
    starterCode: draft.starterCode,
    referenceSolution: draft.referenceSolution,
    tests: draft.tests,
    hints: draft.hints,
    limits: { timeMs: whole(draft.timeMs), memoryMb: whole(draft.memoryMb), outputKb: whole(draft.outputKb) },
    topic: draft.topic,
    difficulty: draft.difficulty,
  };
}
