import type { ExerciseInput } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../lib/tx.ts';
import { exerciseTests } from './schema.ts';

/**
 * An exercise's rows from its input (docs/decisions/172-exercise-queue-and-access.md): what the
 * console's saves and the seed both write.
 */
/** The columns of an exercise from the console's form (tests are written apart). */
export function exerciseColumns(input: ExerciseInput) {
  return {
    titleEn: input.title.en.trim(),
    titleTa: input.title.ta.trim(),
    statementEn: input.statement.en,
    statementTa: input.statement.ta,
    language: input.language,
    starterCode: input.starterCode,
    referenceSolution: input.referenceSolution,
    timeMs: input.limits.timeMs,
    memoryMb: input.limits.memoryMb,
    outputKb: input.limits.outputKb,
    hints: input.hints,
    topic: input.topic,
    difficulty: input.difficulty,
    updatedAt: new Date(),
  };
}

/** Replaces an exercise's tests, numbered 0..n-1 in the order given. */
export async function writeTests(tx: Tx, exerciseId: string, tests: ExerciseInput['tests']): Promise<void> {
  await tx.delete(exerciseTests).where(eq(exerciseTests.exerciseId, exerciseId));
  if (tests.length === 0) return;
  await tx.insert(exerciseTests).values(
    tests.map((t, position) => ({
      exerciseId,
      position,
      input: t.input,
      expected: t.expected,
      sample: t.sample,
    })),
  );
}
