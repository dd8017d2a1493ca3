import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { exerciseSubmissions } from '../../db/schema.ts';
import { createAccountWithRole } from '../../test/accounts.ts';
import { createTestUser } from '../../test/harness.ts';
import { enrol, exerciseCourse } from '../exercises/fixture.ts';

/** Test support for the questions suites: a course with its people, straight in the database. */
export async function questionCourse(app: FastifyInstance, database: Database) {
  const instructor = await createAccountWithRole(app, database, 'instructor');
  const fx = await exerciseCourse(database, instructor.id);
  const [asker, other, stranger, staff, otherInstructor] = await Promise.all([
    enrol(app, database, fx.course.id),
    enrol(app, database, fx.course.id),
    createTestUser(app, database),
    createAccountWithRole(app, database, 'staff'),
    createAccountWithRole(app, database, 'instructor'),
  ]);
  return { ...fx, instructor, asker, other, stranger, staff, otherInstructor };
}

let submitted = 0;

/**
 * A judged submission of the learner on the exercise, as the judge would leave it. Each one a
 * second after the one before: two inserts can share a timestamp, and "latest" is by time.
 */
export async function judgedSubmission(database: Database, userId: string, exerciseId: string, code: string) {
  submitted += 1;
  await database.db.insert(exerciseSubmissions).values({
    createdAt: new Date(Date.now() + submitted * 1000),
    exerciseId,
    userId,
    kind: 'submit',
    language: 'python',
    code,
    status: 'done',
    verdict: 'wrong_answer',
    passed: 1,
    total: 3,
  });
}
