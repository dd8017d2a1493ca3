import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, questionReports, questionVotes } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { postAnswer } from './answer-service.ts';
import { questionCourse } from './fixture.ts';

type Fx = Awaited<ReturnType<typeof questionCourse>>;
type Headers = Record<string, string>;

describe('answers, votes, reports and moderation', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Fx;
  let question: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const answer = async (headers: Headers, body: string) =>
    (await call('POST', `/api/questions/${question}/answers`, headers, { body })).json().data;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await questionCourse(app, database);
    question = (
      await call('POST', `/api/lessons/${fx.lesson.id}/questions`, fx.asker.auth, {
        title: 'My loop prints one number too many',
        body: '```python\nfor i in range(11): print(i)\n```',
      })
    ).json().data.id;
  });

  it('marks the instructor’s and staff’s answers, not a learner’s; tells who to notify', async () => {
    expect(await answer(fx.other.auth, 'Use range(10).')).toMatchObject({ official: false, mine: true });
    expect(await answer(fx.staff.auth, 'range stops before its end.')).toMatchObject({ official: true });
    const { answer: theirs, notice } = await postAnswer({ db: database.db }, fx.instructor.id, question, {
      body: 'range(n) gives 0 to n-1.',
    });
    expect(theirs.official).toBe(true);
    expect(notice).toMatchObject({
      questionId: question,
      askerId: fx.asker.id,
      answererId: fx.instructor.id,
      courseId: fx.course.id,
      lessonId: fx.lesson.id,
      questionTitle: 'My loop prints one number too many',
      lessonTitle: 'Exercise',
    });
    const thread = (await call('GET', `/api/questions/${question}`, fx.asker.auth)).json().data;
    expect(thread).toMatchObject({ answerCount: 3, answered: true, canAccept: true, canModerate: false });
    expect(thread.answers[0].official).toBe(true);
  });

  it('lets only the asker accept one answer, change it and clear it', async () => {
    const answers = (await call('GET', `/api/questions/${question}`, fx.asker.auth)).json().data.answers;
    const [first, second] = answers;
    const accept = (headers: Headers, answerId: string | null) =>
      call('PUT', `/api/questions/${question}/accepted`, headers, { answerId });
    const notAsker = await accept(fx.other.auth, first.id);
    expect(notAsker.statusCode).toBe(403);
    expect(notAsker.json().message).toBe('Only the person who asked can accept an answer');
    expect((await accept(fx.asker.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await accept(fx.asker.auth, first.id)).json().data.acceptedAnswerId).toBe(first.id);
    const changed = (await accept(fx.asker.auth, second.id)).json().data;
    expect(changed.acceptedAnswerId).toBe(second.id);
    expect(changed.answers[0].id).toBe(second.id);
    expect(changed.answers.filter((a: { accepted: boolean }) => a.accepted)).toHaveLength(1);
    expect((await accept(fx.asker.auth, null)).json().data).toMatchObject({
      acceptedAnswerId: null,
      accepted: false,
    });
  });

  it('counts one vote per person on the server, whatever is sent twice', async () => {
    const vote = (headers: Headers, method: 'PUT' | 'DELETE' = 'PUT') =>
      call(method, `/api/questions/${question}/vote`, headers);
    expect((await vote(fx.other.auth)).json().data).toEqual({ votes: 1, voted: true });
    expect((await vote(fx.other.auth)).json().data).toEqual({ votes: 1, voted: true });
    expect((await vote(fx.instructor.auth)).json().data).toEqual({ votes: 2, voted: true });
    const own = await vote(fx.asker.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot vote for your own post');
    expect((await vote(fx.other.auth, 'DELETE')).json().data).toEqual({ votes: 1, voted: false });
    expect((await vote(fx.other.auth, 'DELETE')).json().data).toEqual({ votes: 1, voted: false });
    const rows = await database.db.select().from(questionVotes).where(eq(questionVotes.questionId, question));
    expect(rows.map((r) => r.userId)).toEqual([fx.instructor.id]);

    const [first] = (await call('GET', `/api/questions/${question}`, fx.asker.auth)).json().data.answers;
    expect((await call('PUT', `/api/answers/${first.id}/vote`, fx.asker.auth)).json().data.votes).toBe(
      first.votes + 1,
    );
    expect((await call('PUT', `/api/answers/${first.id}/vote`, fx.asker.auth)).json().data.votes).toBe(
      first.votes + 1,
    );
  });

  it('takes a report once per person and post', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await call('POST', `/api/questions/${question}/report`, fx.other.auth, { reason: 'Spam' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Thank you. Staff will look at this post.');
    }
    const rows = await database.db
      .select()
      .from(questionReports)
      .where(and(eq(questionReports.questionId, question), eq(questionReports.userId, fx.other.id)));
    expect(rows).toHaveLength(1);
    expect(
      (await call('POST', `/api/questions/${question}/report`, fx.other.auth, { reason: '' })).statusCode,
    ).toBe(400);
  });

  it('shows the instructor an inbox of their courses, unanswered first; staff see all; learners none', async () => {
    const waiting = (
      await call('POST', `/api/lessons/${fx.reading.id}/questions`, fx.other.auth, {
        title: 'Nobody has answered this yet',
        body: 'Help?',
      })
    ).json().data.id;
    const inbox = (headers: Headers, query = '') => call('GET', `/api/admin/questions${query}`, headers);
    const mine = (await inbox(fx.instructor.auth)).json();
    expect(mine.data.map((q: { id: string }) => q.id)).toEqual([waiting]);
    expect(mine.data[0]).toMatchObject({
      courseId: fx.course.id,
      lessonTitle: 'Reading',
      firstAnsweredAt: null,
    });
    const all = (await inbox(fx.instructor.auth, '?state=all')).json().data;
    expect(all.map((q: { id: string }) => q.id)).toEqual([waiting, question]);
    expect(all[1].reports).toBe(1);
    expect((await inbox(fx.otherInstructor.auth)).json().data).toEqual([]);
    expect((await inbox(fx.staff.auth, '?limit=50')).json().data.map((q: { id: string }) => q.id)).toContain(
      waiting,
    );
    expect((await inbox(fx.asker.auth)).statusCode).toBe(403);
  });

  it('lets the course’s instructor hide a post with a reason, audited; learners then get 404', async () => {
    const hide = (headers: Headers, reason = 'Shares a full solution') =>
      call('POST', `/api/admin/questions/${question}/hide`, headers, { reason });
    expect((await hide(fx.otherInstructor.auth)).statusCode).toBe(403);
    expect((await hide(fx.instructor.auth, '')).statusCode).toBe(400);
    expect((await hide(fx.instructor.auth)).json().data).toEqual({
      id: question,
      hidden: true,
      hiddenReason: 'Shares a full solution',
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, question));
    expect(entry).toMatchObject({ action: 'question.hide', actorId: fx.instructor.id });
    for (const res of [
      await call('GET', `/api/questions/${question}`, fx.other.auth),
      await call('POST', `/api/questions/${question}/answers`, fx.other.auth, { body: 'Still here?' }),
      await call('PUT', `/api/questions/${question}/vote`, fx.other.auth),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This question does not exist or has been removed');
    }
    const list = (await call('GET', `/api/lessons/${fx.lesson.id}/questions`, fx.other.auth)).json().data;
    expect(list.map((q: { id: string }) => q.id)).not.toContain(question);
    const seen = (await call('GET', `/api/questions/${question}`, fx.staff.auth)).json().data;
    expect(seen).toMatchObject({ hidden: true, hiddenReason: 'Shares a full solution', canModerate: true });
    await call('POST', `/api/admin/questions/${question}/restore`, fx.staff.auth, { reason: 'Edited' });
    expect((await call('GET', `/api/questions/${question}`, fx.other.auth)).statusCode).toBe(200);
  });

  it('hides an answer and recounts the question', async () => {
    const thread = (await call('GET', `/api/questions/${question}`, fx.asker.auth)).json().data;
    const target = thread.answers.find((a: { official: boolean }) => !a.official);
    const res = await call('POST', `/api/admin/answers/${target.id}/hide`, fx.staff.auth, { reason: 'Rude' });
    expect(res.statusCode).toBe(200);
    const after = (await call('GET', `/api/questions/${question}`, fx.asker.auth)).json().data;
    expect(after.answerCount).toBe(thread.answerCount - 1);
    expect(after.answers.map((a: { id: string }) => a.id)).not.toContain(target.id);
    expect((await call('PUT', `/api/answers/${target.id}/vote`, fx.asker.auth)).statusCode).toBe(404);
  });

  it('gives the dashboard the unanswered count and the median time to a first answer', async () => {
    const res = await call('GET', '/api/admin/dashboard', fx.staff.auth);
    expect(res.statusCode).toBe(200);
    const { unanswered, medianFirstAnswerMinutes } = res.json().data.questions;
    expect(unanswered).toBeGreaterThanOrEqual(1);
    expect(medianFirstAnswerMinutes).toBe(0);
  });
});
