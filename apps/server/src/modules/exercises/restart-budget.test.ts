import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { exerciseSubmissions } from '../../db/schema.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { ScriptedJudge } from '../../test/judge-double.ts';
import { exerciseInput, insertExercise } from './fixture.ts';
import { RESTART_BUDGET, RESTART_WINDOW_MS } from './restart-budget.ts';

type User = Awaited<ReturnType<typeof createTestUser>>;

/**
 * The restart budget (docs/decisions/195-judge-lease-restarts-retention.md): an account whose
 * Python or SQL code ran out of time or memory RESTART_BUDGET times in the window waits before
 * the judge takes more of it; JavaScript, which costs no worker, is not held back.
 */
describe('the restart budget of an account', () => {
  let app: FastifyInstance;
  let database: Database;
  let python: string;
  let javascript: string;

  beforeAll(async () => {
    ({ app, database } = await testApp({ judge: new ScriptedJudge() }));
    const stamp = Date.now();
    python = (await insertExercise(database, { slug: `budget-py-${stamp}` })).id;
    const js = exerciseInput({ language: 'javascript', referenceSolution: 'print(1)' });
    javascript = (await insertExercise(database, { slug: `budget-js-${stamp}` }, js)).id;
  });

  const post = (user: User, id: string, code: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/exercises/${id}/submissions`,
      headers: { ...user.auth, 'accept-language': language },
      payload: { code, kind: 'run' },
    });
  const judged = async (user: User, id: string, code: string) => {
    const res = await post(user, id, code);
    expect(res.statusCode, res.body).toBe(202);
    await app.judging.settled();
  };

  it('refuses more Python after the budget is spent, in both languages, until the window passes', async () => {
    const learner = await createTestUser(app, database);
    for (let i = 0; i < RESTART_BUDGET; i++)
      await judged(learner, python, 'while True: pass # verdict time_limit');
    const refused = await post(learner, python, 'print(1)');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Your code ran out of time or memory too often. Please try again in 15 minutes.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(RESTART_WINDOW_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(RESTART_WINDOW_MS / 1000);
    expect((await post(learner, python, 'print(1)', 'ta')).json().message).toBe(
      'உங்கள் நிரல் பலமுறை நேர அல்லது நினைவக வரம்பைத் தாண்டிவிட்டது. 15 நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
    );
    // Nothing was stored for the refusals.
    const rows = await database.db
      .select()
      .from(exerciseSubmissions)
      .where(and(eq(exerciseSubmissions.userId, learner.id), eq(exerciseSubmissions.exerciseId, python)));
    expect(rows).toHaveLength(RESTART_BUDGET);
    // JavaScript stops itself inside its engine: it is still judged.
    await judged(learner, javascript, 'print(1)');
    // The window moves on (the verdicts' times moved back instead of the clock forward).
    const outside = new Date(Date.now() - RESTART_WINDOW_MS - 1_000);
    await database.db
      .update(exerciseSubmissions)
      .set({ judgedAt: outside })
      .where(eq(exerciseSubmissions.userId, learner.id));
    await judged(learner, python, 'print(1)');
  });

  it('counts only verdicts that stop a worker, and only the account’s own', async () => {
    const learner = await createTestUser(app, database);
    const other = await createTestUser(app, database);
    for (let i = 0; i < RESTART_BUDGET; i++) await judged(other, python, '# verdict memory_limit');
    for (let i = 0; i < RESTART_BUDGET; i++) await judged(learner, python, '# verdict runtime_error');
    for (let i = 0; i < RESTART_BUDGET - 1; i++) await judged(learner, python, '# verdict time_limit');
    await judged(learner, python, 'print(1)');
    expect((await post(other, python, 'print(1)')).statusCode).toBe(429);
  });
});
