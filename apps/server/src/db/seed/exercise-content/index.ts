import type { ExerciseInput } from '@kalvi/shared';
import { JAVASCRIPT_PRACTICE_EASY } from './practice-javascript.ts';
import { JAVASCRIPT_PRACTICE_HARD } from './practice-javascript-hard.ts';
import { JAVASCRIPT_PRACTICE_MEDIUM } from './practice-javascript-medium.ts';
import { PYTHON_PRACTICE_EASY } from './practice-python.ts';
import { PYTHON_PRACTICE_HARD } from './practice-python-hard.ts';
import { PYTHON_PRACTICE_MEDIUM } from './practice-python-medium.ts';
import { SQL_PRACTICE_EASY } from './practice-sql.ts';
import { SQL_PRACTICE_HARD, SQL_PRACTICE_MEDIUM } from './practice-sql-advanced.ts';

/**
 * The seeded coding exercises (issue 28, docs/decisions/171-coding-exercises.md): the free
 * practice set, easy to hard, and at least three exercises for each course that teaches code.
 * The seeder places a course's exercises in its middle section unless `sectionTitle` names one.
 * content.test.ts runs every reference solution and starter against the tests.
 */
export const EXERCISE_CONTENT: {
  practice: (ExerciseInput & { slug: string })[];
  courses: { courseTitle: string; sectionTitle?: string; exercises: ExerciseInput[] }[];
} = {
  practice: [
    ...PYTHON_PRACTICE_EASY,
    ...JAVASCRIPT_PRACTICE_EASY,
    ...SQL_PRACTICE_EASY,
    ...PYTHON_PRACTICE_MEDIUM,
    ...JAVASCRIPT_PRACTICE_MEDIUM,
    ...SQL_PRACTICE_MEDIUM,
    ...PYTHON_PRACTICE_HARD,
    ...JAVASCRIPT_PRACTICE_HARD,
    ...SQL_PRACTICE_HARD,
  ],
  courses: [],
};
