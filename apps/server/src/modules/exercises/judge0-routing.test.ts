import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createJudge } from '../../judge/index.ts';
import type { Judge } from '../../judge/types.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { type Judge0Stub, startJudge0Stub } from '../../test/judge0-stub.ts';
import { exerciseInput, insertExercise, judgedThroughApi } from './fixture.ts';
import { costsRestarts } from './restart-budget.ts';

/**
 * With JUDGE0_URL pointing at the local Judge0 stand-in, a learner's SQL submission is judged by
 * the embedded engine and their Python by Judge0, through the API and the judging queue
 * (docs/decisions/201-judge-language-registry.md). Before, SQL failed with UnknownLanguage and
 * Python was refused as a language the judge does not offer.
 */

type Learner = Awaited<ReturnType<typeof createTestUser>>;

const SETUP =
  "CREATE TABLE staff (name text, dept text); INSERT INTO staff VALUES ('Anbu', 'a'), ('Kavi', 'b');";

describe('a Judge0 judge with SQL on the embedded engine, through the API', () => {
  let app: FastifyInstance;
  let database: Database;
  let stub: Judge0Stub;
  let judge: Judge;
  let learner: Learner;
  const ids = { sql: '', python: '' };

  beforeAll(async () => {
    stub = await startJudge0Stub();
    judge = createJudge({ workers: 1, judge0Url: stub.url, judge0AuthToken: stub.authToken });
    ({ app, database } = await testApp({ judge }));
    const sql = exerciseInput({
      language: 'sql',
      starterCode: '',
      referenceSolution: 'SELECT name FROM staff ORDER BY name',
      tests: [
        { input: SETUP, expected: 'Anbu\nKavi', sample: true },
        {
          input: `${SETUP} INSERT INTO staff VALUES ('Bala', 'a');`,
          expected: 'Anbu\nBala\nKavi',
          sample: false,
        },
      ],
    });
    ids.sql = (await insertExercise(database, { slug: unique('routed-sql-') }, sql)).id;
    ids.python = (await insertExercise(database, { slug: unique('routed-python-') })).id;
    learner = await createTestUser(app, database);
  });
  afterAll(async () => {
    await app.close();
    await judge.close();
    await stub.close();
  });

  const submit = (exerciseId: string, code: string) =>
    judgedThroughApi(app, learner.auth, exerciseId, code, 'submit');

  it('judges an SQL submission on the embedded engine and sends Judge0 nothing', async () => {
    stub.submissions.length = 0;
    const right = await submit(ids.sql, 'SELECT name FROM staff ORDER BY name');
    expect(right).toMatchObject({ status: 'done', verdict: 'accepted', passed: 2, total: 2 });
    const wrong = await submit(ids.sql, "SELECT name FROM staff WHERE dept = 'a' ORDER BY name");
    expect(wrong).toMatchObject({ status: 'done', verdict: 'wrong_answer', passed: 0, total: 2 });
    expect(stub.submissions).toHaveLength(0);
  }, 180_000);

  it("judges a Python submission on Judge0, as Judge0's Python 3", async () => {
    stub.submissions.length = 0;
    const done = await submit(ids.python, 'print(input()[::-1])');
    expect(done).toMatchObject({ status: 'done', passed: 1, total: 3 });
    expect(stub.submissions.map((s) => s.language_id)).toEqual([71, 71, 71]);
  });

  it('offers the table languages by their names, SQL among them, and SQL still costs restarts', async () => {
    const offered = await judge.languages();
    expect(offered.filter((l) => !l.id.startsWith('judge0:'))).toEqual([
      { id: 'python', name: 'Python 3', editor: 'python' },
      { id: 'javascript', name: 'JavaScript', editor: 'javascript' },
      { id: 'sql', name: 'SQL', editor: 'sql' },
    ]);
    expect(costsRestarts(judge.kind, 'sql')).toBe(true);
    expect(costsRestarts(judge.kind, 'python')).toBe(false);
    expect(costsRestarts('embedded', 'python')).toBe(true);
  });
});
