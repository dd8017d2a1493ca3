import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { certificates, lessons, users } from '../../db/schema.ts';
import { classroomCourse, enrolledLearner } from '../../test/classroom-fixture.ts';
import { testApp } from '../../test/harness.ts';
import { pdfUnicodeText } from '../../test/pdf-unicode-text.ts';
import { revokeCertificate, revokeCourseEnrollment } from './certificates.ts';
import { reviewProject } from './projects.ts';

describe('completion, project review and certificates', () => {
  let app: Awaited<ReturnType<typeof testApp>>['app'];
  let database: Database;
  let fx: Awaited<ReturnType<typeof classroomCourse>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await classroomCourse(database);
  });

  const post = (learner: { auth: Record<string, string> }, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: learner.auth, ...(payload ? { payload } : {}) });

  /** Everything but the reading: quiz passed, project approved, preview watched. */
  async function nearlyDone(learner: Awaited<ReturnType<typeof enrolledLearner>>) {
    expect((await post(learner, `/api/lessons/${fx.preview.id}/complete`)).statusCode).toBe(200);
    expect(
      (await post(learner, `/api/lessons/${fx.quiz.id}/quiz`, { answers: [1, 2] })).json().data.passed,
    ).toBe(true);
    const submitted = await post(learner, `/api/lessons/${fx.project.id}/project`, {
      url: 'https://github.com/kavya/site',
    });
    expect(submitted.statusCode).toBe(201);
    const reviewed = await reviewProject({ db: database.db }, learner, submitted.json().data.id, {
      decision: 'approve',
      feedback: 'Good work',
    });
    expect(reviewed.certificateId).toBeNull();
  }

  it('completes only videos, readings and live sessions by the button', async () => {
    const learner = await enrolledLearner(app, database, fx.course.id);
    const quiz = await post(learner, `/api/lessons/${fx.quiz.id}/complete`);
    expect(quiz.statusCode).toBe(409);
    expect(quiz.json().message).toBe('A quiz is complete when you pass it');
    expect((await post(learner, `/api/lessons/${fx.project.id}/complete`)).statusCode).toBe(409);
    const reading = await post(learner, `/api/lessons/${fx.reading.id}/complete`);
    expect(reading.json().data).toEqual({ lessonId: fx.reading.id, completed: true, certificateId: null });
  });

  it('returns a project with feedback, takes a new link, and refuses a second one while it waits', async () => {
    const learner = await enrolledLearner(app, database, fx.course.id);
    const url = `/api/lessons/${fx.project.id}/project`;
    expect((await post(learner, url, { url: 'javascript:alert(1)' })).statusCode).toBe(400);
    const first = await post(learner, url, { url: 'https://github.com/kavya/one' });
    expect((await post(learner, url, { url: 'https://github.com/kavya/two' })).json().message).toBe(
      'Your project is waiting for review',
    );
    await reviewProject({ db: database.db }, learner, first.json().data.id, {
      decision: 'return',
      feedback: 'Add a README',
    });
    await expect(
      reviewProject({ db: database.db }, learner, first.json().data.id, {
        decision: 'approve',
        feedback: '',
      }),
    ).rejects.toThrow('This project has already been reviewed');
    const lesson = await app.inject({
      method: 'GET',
      url: `/api/lessons/${fx.project.id}`,
      headers: learner.auth,
    });
    expect(lesson.json().data).toMatchObject({
      completed: false,
      submission: { status: 'returned', feedback: 'Add a README' },
    });
    expect((await post(learner, url, { url: 'https://github.com/kavya/two' })).statusCode).toBe(201);
  });

  it('issues the certificate exactly once when the last required lessons complete at the same moment', async () => {
    const learner = await enrolledLearner(app, database, fx.course.id);
    await nearlyDone(learner);
    // An optional live session and the last required reading, completed together, twice over.
    const answers = await Promise.all([
      post(learner, `/api/lessons/${fx.reading.id}/complete`),
      post(learner, `/api/lessons/${fx.soon.id}/complete`),
      post(learner, `/api/lessons/${fx.reading.id}/complete`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const issuedIds = answers.map((a) => a.json().data.certificateId).filter(Boolean);
    expect(issuedIds).toHaveLength(1);
    const rows = await database.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: issuedIds[0],
      recipientName: 'Kavya Murugan',
      title: fx.course.title,
      instructorName: 'Test Instructor',
    });
    const outline = await app.inject({
      method: 'GET',
      url: `/api/curriculum/${fx.course.id}`,
      headers: learner.auth,
    });
    expect(outline.json().data).toMatchObject({
      progress: { completed: 4, total: 4 },
      certificateId: issuedIds[0],
    });
  });

  it('issues once with concurrent completions of two different last lessons', async () => {
    const [extra] = await database.db
      .insert(lessons)
      .values({
        courseId: fx.course.id,
        sectionId: fx.reading.sectionId,
        position: 7,
        kind: 'video',
        title: 'Extra',
      })
      .returning();
    if (!extra) throw new Error('no lesson');
    const learners = await Promise.all(
      Array.from({ length: 4 }, () => enrolledLearner(app, database, fx.course.id)),
    );
    for (const learner of learners) await nearlyDone(learner);
    const answers = await Promise.all(
      learners.flatMap((l) => [
        post(l, `/api/lessons/${fx.reading.id}/complete`),
        post(l, `/api/lessons/${extra.id}/complete`),
      ]),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const learner of learners) {
      const rows = await database.db.select().from(certificates).where(eq(certificates.userId, learner.id));
      expect(rows).toHaveLength(1);
    }
    await database.db.delete(lessons).where(eq(lessons.id, extra.id));
  });

  it('verifies a certificate for anyone, as a PDF too, and shows it revoked after a refund or by staff', async () => {
    const learner = await enrolledLearner(app, database, fx.course.id);
    await nearlyDone(learner);
    const done = await post(learner, `/api/lessons/${fx.reading.id}/complete`);
    const id: string = done.json().data.certificateId;
    expect(id).toMatch(/^KLV-[0-9A-Z]{20}$/);

    const verify = await app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data).toMatchObject({
      id,
      status: 'valid',
      recipientName: 'Kavya Murugan',
      kind: 'course',
    });
    expect(verify.json().data.verifyUrl).toMatch(new RegExp(`/certificates/${id}$`));
    const pdf = await app.inject({ method: 'GET', url: `/api/certificates/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mine = await app.inject({ method: 'GET', url: '/api/certificates/mine', headers: learner.auth });
    expect(mine.json().data.map((c: { id: string }) => c.id)).toEqual([id]);

    for (const forged of ['KLV-AAAAAAAAAAAAAAAAAAAA', 'not-an-id', id.toLowerCase()]) {
      const res = await app.inject({ method: 'GET', url: `/api/certificates/${encodeURIComponent(forged)}` });
      expect(res.statusCode).toBe(404);
    }

    await revokeCourseEnrollment(database.db, learner.id, fx.course.id, 'Refunded');
    const after = await app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(after.json().data).toMatchObject({ status: 'revoked' });
    expect(after.json().data.revokedAt).not.toBeNull();

    const other = await enrolledLearner(app, database, fx.course.id);
    await nearlyDone(other);
    const otherId: string = (await post(other, `/api/lessons/${fx.reading.id}/complete`)).json().data
      .certificateId;
    await revokeCertificate(database.db, otherId, 'Issued by mistake');
    expect(
      (await app.inject({ method: 'GET', url: `/api/certificates/${otherId}` })).json().data.status,
    ).toBe('revoked');
  });

  it("issues the PDF in the learner's account language first, the other beneath", async () => {
    const learner = await enrolledLearner(app, database, fx.course.id);
    await nearlyDone(learner);
    const id: string = (await post(learner, `/api/lessons/${fx.reading.id}/complete`)).json().data
      .certificateId;
    const lines = async () =>
      pdfUnicodeText((await app.inject({ url: `/api/certificates/${id}/pdf` })).rawPayload).split('\n');
    const order = (all: string[]) =>
      all.findIndex((line) => line.includes('சான்றளிக்கப்படுவது')) - all.indexOf('This certifies that');

    expect(order(await lines())).toBeGreaterThan(0);
    await database.db.update(users).set({ preferredLanguage: 'ta' }).where(eq(users.id, learner.id));
    expect(order(await lines())).toBeLessThan(0);
  });
});
