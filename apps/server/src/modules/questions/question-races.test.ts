import { QUESTION_HAS_ANSWERS, QUESTIONS_DAILY_LIMIT, QUESTIONS_PER_DAY } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { lessonQuestions } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { enrol } from '../exercises/fixture.ts';
import { postAnswer } from './answer-service.ts';
import { questionCourse } from './fixture.ts';
import { askQuestion, deleteQuestion } from './service.ts';

/* Two requests at once on lesson questions: the daily limit and a delete racing an answer. */

type Fx = Awaited<ReturnType<typeof questionCourse>>;
const ask = (i: number) => ({ title: `Question number ${i} on loops`, body: 'Why does my loop stop early?' });

describe('lesson questions under two requests at once', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Fx;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await questionCourse(app, database);
  });

  it('keeps the daily limit when a learner sends more than it at once', async () => {
    const learner = await enrol(app, database, fx.course.id);
    const tries = Array.from({ length: QUESTIONS_PER_DAY + 5 }, (_, i) =>
      askQuestion({ db: database.db }, learner.id, fx.reading.id, ask(i)),
    );
    const settled = await Promise.allSettled(tries);
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(settled.length - refused.length).toBe(QUESTIONS_PER_DAY);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 429,
        message: QUESTIONS_DAILY_LIMIT,
      });
    const stored = await database.db
      .select()
      .from(lessonQuestions)
      .where(eq(lessonQuestions.userId, learner.id));
    expect(stored).toHaveLength(QUESTIONS_PER_DAY);
  });

  it('refuses a delete when an answer arrives between its check and its delete', async () => {
    const learner = await enrol(app, database, fx.course.id);
    const question = await askQuestion({ db: database.db }, learner.id, fx.reading.id, ask(100));
    // The instructor answers at the moment the learner's delete runs, after its own check.
    const answerFirst = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'delete') return Reflect.get(target, property, receiver);
        const answer = () =>
          postAnswer({ db: target }, fx.instructor.id, question.id, { body: 'Check the range.' });
        return (table: typeof lessonQuestions) => ({
          where: (condition: Parameters<ReturnType<Db['delete']>['where']>[0]) => ({
            // Awaited as it is, or with the deleted rows asked back: the answer comes first either way.
            // biome-ignore lint/suspicious/noThenProperty: it stands in for Drizzle's builder, which is awaitable
            then: (resolve: (value: unknown) => void, reject: (error: unknown) => void) =>
              answer()
                .then(() => target.delete(table).where(condition))
                .then(resolve, reject),
            returning: async (fields: Record<string, never>) => {
              await answer();
              return target.delete(table).where(condition).returning(fields);
            },
          }),
        });
      },
    }) as Db;
    await expect(deleteQuestion({ db: answerFirst }, learner.id, question.id)).rejects.toMatchObject({
      statusCode: 409,
      message: QUESTION_HAS_ANSWERS,
    });
    const [kept] = await database.db
      .select()
      .from(lessonQuestions)
      .where(eq(lessonQuestions.id, question.id));
    expect(kept?.answerCount).toBe(1);
  });

  it('answers a second Delete of the same question as done', async () => {
    const learner = await enrol(app, database, fx.course.id);
    const question = await askQuestion({ db: database.db }, learner.id, fx.reading.id, ask(200));
    const results = await Promise.allSettled([
      deleteQuestion({ db: database.db }, learner.id, question.id),
      deleteQuestion({ db: database.db }, learner.id, question.id),
    ]);
    expect(results[0]?.status).toBe('fulfilled');
    // The second either finds it gone (404) or finds nothing left to delete (done).
    if (results[1]?.status === 'rejected') expect(results[1].reason).toMatchObject({ statusCode: 404 });
    const left = await database.db.select().from(lessonQuestions).where(eq(lessonQuestions.id, question.id));
    expect(left).toHaveLength(0);
  });
});
