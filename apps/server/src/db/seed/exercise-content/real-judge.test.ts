import { outputsMatch } from '@kalvi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedJudge, type EmbeddedJudge } from '../../../judge/embedded.ts';
import { EXERCISE_CONTENT } from './index.ts';

/**
 * The seeded exercises on the engines learners' code really runs on (Pyodide, QuickJS, PGlite in
 * the judge's workers), not only on the machine's python3 and node (content.test.ts): every
 * reference solution is accepted on every test, every starter fails at least one, as publishing
 * demands (docs/decisions/172-exercise-queue-and-access.md).
 */
const all = [...EXERCISE_CONTENT.practice, ...EXERCISE_CONTENT.courses.flatMap((c) => c.exercises)];
let judge: EmbeddedJudge;
beforeAll(async () => {
  judge = createEmbeddedJudge({ workers: 1 });
  await judge.ready();
}, 180_000);
afterAll(() => judge.close());

describe('the seeded exercises on the real judge', () => {
  it('accept every reference solution and fail every starter', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    for (const exercise of all) {
      const tests = exercise.tests.map((t) => ({ input: t.input, expected: t.expected }));
      const request = { language: exercise.language, tests, limits: exercise.limits };
      const reference = await judge.judge({ ...request, source: exercise.referenceSolution });
      reference.forEach((outcome, i) => {
        if (outcome.verdict !== 'accepted') {
          const expected = exercise.tests[i]?.expected ?? '';
          const detail = outputsMatch(outcome.stdout, expected)
            ? ''
            : ` got ${JSON.stringify(outcome.stdout.slice(0, 80))}`;
          problems.push(
            `${exercise.title.en} test ${i + 1}: reference ${outcome.verdict}${detail} ${outcome.stderr.slice(0, 160)}`,
          );
        }
      });
      const starter = await judge.judge({ ...request, source: exercise.starterCode || ' ' });
      if (starter.every((o) => o.verdict === 'accepted'))
        problems.push(`${exercise.title.en}: starter passes`);
    }
    expect(problems).toEqual([]);
  });
});
