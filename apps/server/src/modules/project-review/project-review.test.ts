import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, courses, instructors, jobs, lessons } from '../../db/schema.ts';
import { createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { classroomCourse, enrolledLearner } from '../../test/classroom-fixture.ts';
import { testApp } from '../../test/harness.ts';

/** The review queue: newest first, only the reviewer's courses, approve or return with feedback. */
describe('project review queue', () => {
  let app: FastifyInstance;
  let database: Database;
  let mine: Awaited<ReturnType<typeof classroomCourse>>;
  let theirs: Awaited<ReturnType<typeof classroomCourse>>;
  let instructor: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    [instructor, admin] = await Promise.all([
      createAccountWithRole(app, database, 'instructor'),
      createAccountWithRole(app, database, 'admin'),
    ]);
    mine = await classroomCourse(database);
    theirs = await classroomCourse(database);
    const [record] = await database.db
      .insert(instructors)
      .values({ name: 'Reviewer', userId: instructor.id })
      .returning();
    await database.db.update(courses).set({ instructorId: record?.id }).where(eq(courses.id, mine.course.id));
  });

  const submit = async (fx: typeof mine, link: string) => {
    const learner = await enrolledLearner(app, database, fx.course.id);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/lessons/${fx.project.id}/project`,
      headers: learner.auth,
      payload: { url: link },
    });
    expect(answer.statusCode).toBe(201);
    return { learner, id: answer.json().data.id as string };
  };
  const queue = (who: TestAccount, query = '') =>
    app.inject({ method: 'GET', url: `/api/admin/projects${query}`, headers: who.auth });
  const review = (who: TestAccount, id: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/admin/projects/${id}/review`, headers: who.auth, payload });

  it('shows an instructor only their courses, newest first, and refuses them another course', async () => {
    const older = await submit(mine, 'https://github.com/a/older');
    const newer = await submit(mine, 'https://github.com/a/newer');
    const other = await submit(theirs, 'https://github.com/a/other');
    const own = (await queue(instructor)).json();
    expect(own.data.map((s: { id: string }) => s.id)).toEqual([newer.id, older.id]);
    expect(own.data[0].lessonTitle).toBe('Project');
    const all = (await queue(admin, '?limit=50')).json().data.map((s: { id: string }) => s.id);
    expect(all.indexOf(other.id)).toBeLessThan(all.indexOf(older.id));
    const refused = await review(instructor, other.id, { decision: 'approve' });
    expect(refused.statusCode).toBe(403);
  });

  it('needs feedback to return; the learner sees it, resubmits, and approval completes the lesson once', async () => {
    const { learner, id } = await submit(mine, 'https://github.com/b/first');
    const empty = await review(instructor, id, { decision: 'return', feedback: '  ' });
    expect(empty.statusCode).toBe(400);
    const returned = await review(instructor, id, { decision: 'return', feedback: 'Add a README' });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data.submission.status).toBe('returned');
    const lesson = await app.inject({
      method: 'GET',
      url: `/api/lessons/${mine.project.id}`,
      headers: learner.auth,
    });
    expect(lesson.json().data.submission).toMatchObject({ status: 'returned', feedback: 'Add a README' });

    const again = await app.inject({
      method: 'POST',
      url: `/api/lessons/${mine.project.id}/project`,
      headers: learner.auth,
      payload: { url: 'https://github.com/b/second' },
    });
    expect(again.statusCode).toBe(201);
    const secondId = again.json().data.id;
    const [first, twice] = await Promise.all([
      review(instructor, secondId, { decision: 'approve' }),
      review(instructor, secondId, { decision: 'approve' }),
    ]);
    expect([first.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
    const outline = await app.inject({
      method: 'GET',
      url: `/api/curriculum/${mine.course.id}`,
      headers: learner.auth,
    });
    const project = outline
      .json()
      .data.sections[0].lessons.find((l: { id: string }) => l.id === mine.project.id);
    expect(project.completed).toBe(true);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, secondId));
    expect(audits.map((a) => a.action)).toEqual(['project.approve']);
  });

  it('issues the certificate when the approval finishes the course', async () => {
    const fx = await classroomCourse(database);
    // Only the project is required here, so its approval finishes the course.
    await database.db.update(lessons).set({ isRequired: false }).where(eq(lessons.courseId, fx.course.id));
    await database.db.update(lessons).set({ isRequired: true }).where(eq(lessons.id, fx.project.id));
    const { id } = await submit(fx, 'https://github.com/c/done');
    const approved = await review(admin, id, { decision: 'approve', feedback: 'Well done' });
    const { certificateId, submission } = approved.json().data;
    expect(certificateId).toMatch(/^KLV-/);
    // Both e-mails are queued with the answer, not a minute later by the sweep.
    const queued = await database.db.select({ key: jobs.key }).from(jobs);
    expect(queued.map((j) => j.key)).toEqual(
      expect.arrayContaining([
        `project-reviewed:${id}:${submission.reviewedAt}`,
        `certificate-issued:${certificateId}`,
      ]),
    );
  });
});
