import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { courseEnrollments, courseSections, courses, lessons } from '../db/schema.ts';
import { createTestUser, testApp, unique } from './harness.ts';

const MINUTE = 60_000;

/**
 * A published Web Development course with one section, the start of every classroom fixture:
 * the rest (lessons, enrolments) is each test's own.
 */
export async function courseWithSection(
  database: Database,
  options: { title: string; fee: number; description: string; instructorId?: string; now?: number },
) {
  const [course] = await database.db
    .insert(courses)
    .values({
      title: unique(options.title),
      category: 'Web Development',
      level: 'Beginner',
      instructorName: 'Test Instructor',
      instructorId: options.instructorId,
      courseFee: options.fee,
      originalCourseFee: options.fee,
      courseDescription: options.description,
      publicationDate: new Date((options.now ?? Date.now()) - 86_400_000),
    })
    .returning();
  if (!course) throw new Error('no course');
  const [section] = await database.db
    .insert(courseSections)
    .values({ courseId: course.id, position: 1, title: 'Only section' })
    .returning();
  if (!section) throw new Error('no section');
  return { course, section };
}

/**
 * A course with one lesson of each kind and two live sessions (10 and 20 minutes ahead):
 * test support for the classroom's integration tests.
 */
export async function classroomCourse(database: Database, now = Date.now()) {
  const { course, section } = await courseWithSection(database, {
    title: 'Classroom course ',
    fee: 999,
    description: 'A course for the classroom tests.',
    now,
  });
  const base = { courseId: course.id, sectionId: section.id };
  const rows = await database.db
    .insert(lessons)
    .values([
      {
        ...base,
        position: 1,
        kind: 'video',
        title: 'Preview',
        isPreview: true,
        videoUrl: 'https://vimeo.com/76979871',
      },
      { ...base, position: 2, kind: 'reading', title: 'Reading', body: '## Notes' },
      {
        ...base,
        position: 3,
        kind: 'quiz',
        title: 'Quiz',
        passPercent: 50,
        maxAttempts: 2,
        quizQuestions: [
          { prompt: 'One?', options: ['a', 'b'], answer: 1 },
          { prompt: 'Two?', options: ['a', 'b', 'c'], answer: 2 },
        ],
      },
      { ...base, position: 4, kind: 'project', title: 'Project', body: 'Build it' },
      {
        ...base,
        position: 5,
        kind: 'live',
        title: 'Soon',
        durationMinutes: 60,
        startsAt: new Date(now + 10 * MINUTE),
        joinUrl: 'https://meet.jit.si/soon',
        isRequired: false,
      },
      {
        ...base,
        position: 6,
        kind: 'live',
        title: 'Later',
        durationMinutes: 60,
        startsAt: new Date(now + 20 * MINUTE),
        joinUrl: 'https://meet.jit.si/later',
        isRequired: false,
      },
    ])
    .returning();
  const byTitle = (title: string) => {
    const found = rows.find((l) => l.title === title);
    if (!found) throw new Error(`no lesson ${title}`);
    return found;
  };
  return {
    course,
    preview: byTitle('Preview'),
    reading: byTitle('Reading'),
    quiz: byTitle('Quiz'),
    project: byTitle('Project'),
    soon: byTitle('Soon'),
    later: byTitle('Later'),
  };
}

/** A signed-in learner enrolled in the course (as a verified payment would leave them). */
export async function enrolledLearner(app: FastifyInstance, database: Database, courseId: string) {
  const learner = await createTestUser(app, database, { firstName: 'Kavya', lastName: 'Murugan' });
  await database.db.insert(courseEnrollments).values({ userId: learner.id, courseId, paymentId: null });
  return learner;
}

/**
 * Called inside a `describe`: an app with the classroom course of `classroomCourse`, built before
 * the suite's tests and closed after them; read its fields inside the tests.
 */
export function classroomSuite() {
  const suite = {} as {
    app: FastifyInstance;
    database: Database;
    fx: Awaited<ReturnType<typeof classroomCourse>>;
  };
  beforeAll(async () => {
    const { app, database } = await testApp();
    Object.assign(suite, { app, database, fx: await classroomCourse(database) });
  });
  afterAll(() => suite.app.close());
  return suite;
}
