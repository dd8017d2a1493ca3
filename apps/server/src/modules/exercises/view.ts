import type { ExerciseView, Language } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import { exerciseDrafts, exerciseHintReveals, exercises } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';
import { languageName } from './languages.ts';
import { acceptanceRate, type ExerciseRow, hasSolved, pick, testsOf } from './queries.ts';

/** How many hints the learner has revealed (0 before the first). */
export async function revealedCount(tx: Tx, userId: string, exerciseId: string): Promise<number> {
  const [row] = await tx
    .select({ n: exerciseHintReveals.revealed })
    .from(exerciseHintReveals)
    .where(and(eq(exerciseHintReveals.userId, userId), eq(exerciseHintReveals.exerciseId, exerciseId)));
  return row?.n ?? 0;
}

export function revealedHints(exercise: ExerciseRow, count: number, language: Language): string[] {
  return exercise.hints.slice(0, count).map((h) => pick(h, language));
}

/**
 * The exercise as a learner reads it, in their language: sample tests in full, hidden ones
 * only counted; the draft, revealed hints and solved mark only for a signed-in reader.
 */
export async function exerciseView(
  tx: Tx,
  exercise: ExerciseRow,
  userId: string | null,
  language: Language,
): Promise<ExerciseView> {
  const tests = await testsOf(tx, exercise.id);
  const samples = tests.filter((t) => t.sample);
  const [draft] = userId
    ? await tx
        .select({ code: exerciseDrafts.code, savedAt: exerciseDrafts.savedAt })
        .from(exerciseDrafts)
        .where(and(eq(exerciseDrafts.userId, userId), eq(exerciseDrafts.exerciseId, exercise.id)))
    : [];
  const revealed = userId ? await revealedCount(tx, userId, exercise.id) : 0;
  return {
    id: exercise.id,
    title: pick({ en: exercise.titleEn, ta: exercise.titleTa }, language),
    statement: pick({ en: exercise.statementEn, ta: exercise.statementTa }, language),
    language: exercise.language,
    languageName: languageName(exercise.language),
    starterCode: exercise.starterCode,
    samples: samples.map((t) => ({ index: t.position, input: t.input, expected: t.expected })),
    hiddenTestCount: tests.length - samples.length,
    limits: { timeMs: exercise.timeMs, memoryMb: exercise.memoryMb, outputKb: exercise.outputKb },
    hintCount: exercise.hints.length,
    hints: revealedHints(exercise, revealed, language),
    draft: draft ? { code: draft.code, savedAt: draft.savedAt.toISOString() } : null,
    solved: userId ? await hasSolved(tx, userId, exercise.id) : false,
    practice: exercise.slug
      ? {
          slug: exercise.slug,
          topic: exercise.topic,
          difficulty: exercise.difficulty,
          acceptanceRate: acceptanceRate(exercise),
        }
      : null,
  };
}

/**
 * An exercise lesson's exercise, for the classroom's lesson answer once the lesson's own access
 * rule has let the reader in; null while the lesson has no published exercise.
 */
export async function lessonExerciseView(
  tx: Tx,
  lessonId: string,
  userId: string | null,
  language: Language,
): Promise<ExerciseView | null> {
  const [row] = await tx.select().from(exercises).where(eq(exercises.lessonId, lessonId));
  if (!row?.published) return null;
  return exerciseView(tx, row, userId, language);
}
