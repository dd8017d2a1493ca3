import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { judgedSubmission, questionCourse } from '../modules/questions/fixture.ts';
import { testConfig, testDatabase } from '../test/harness.ts';
import { fillPath, type Operation, readOperations } from '../test/openapi-operations.ts';
import { broken, fitting, oddString, wrongValue } from './arbitraries.ts';

/**
 * The questions' routes (docs/decisions/175-lesson-questions.md) fuzzed from inside the course:
 * the general suite (openapi.fuzz.test.ts) reaches them as a stranger and meets the access check
 * first, so here the senders are the course's learners, its instructor and staff, and the
 * addresses name real lessons, questions and answers as often as odd strings. Bodies and queries
 * follow the schema or break it (search text included). No answer may be a 5xx, and the counts
 * the server keeps must still match the rows afterwards. FUZZ_SEED and FUZZ_RUNS as there.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

let app: FastifyInstance;
let operations: Operation[];
let senders: Record<string, string>[];
let ids: string[];

beforeAll(async () => {
  const database = await testDatabase();
  app = await buildApp(testConfig(), { database, logger: false });
  await app.ready();
  operations = (await readOperations(app)).filter((op) => /\/(questions|answers)(\/|$)/.test(op.path));
  const fx = await questionCourse(app, database);
  await judgedSubmission(database, fx.asker.id, fx.exercise.id, 'print(1)');
  const people = [fx.asker, fx.other, fx.instructor, fx.staff, fx.stranger, fx.otherInstructor];
  senders = [...people.map((p) => p.auth), {}];
  const asked = await app.inject({
    method: 'POST',
    url: `/api/lessons/${fx.lesson.id}/questions`,
    headers: fx.asker.auth,
    payload: { title: 'A question to fuzz around', body: 'Body', attachSubmission: true },
  });
  const question = asked.json().data.id as string;
  const answered = await app.inject({
    method: 'POST',
    url: `/api/questions/${question}/answers`,
    headers: fx.instructor.auth,
    payload: { body: 'An answer' },
  });
  ids = [fx.reading.id, fx.lesson.id, question, answered.json().data.id];
});
afterAll(async () => {
  await app.close();
});

interface Plan {
  op: Operation;
  id: string;
  query: Record<string, string | undefined>;
  body: unknown;
  sender: number;
}

function planFor(op: Operation): fc.Arbitrary<Plan> {
  const query = op.parameters.filter((p) => p.in === 'query');
  return fc.record({
    op: fc.constant(op),
    id: fc.oneof(fc.constantFrom(...ids), fc.uuid(), oddString),
    query: fc.record(
      Object.fromEntries(query.map((p) => [p.name, fc.oneof(fitting(p.schema).map(String), oddString)])),
      { requiredKeys: [] },
    ),
    body: fc.oneof(fitting(op.body), fitting(op.body), broken(op.body), wrongValue),
    sender: fc.nat({ max: senders.length - 1 }),
  });
}

async function send(plan: Plan) {
  let segment: string;
  try {
    segment = encodeURIComponent(plan.id);
  } catch {
    segment = '%ED%A0%80';
  }
  const request: InjectOptions = {
    method: plan.op.method as InjectOptions['method'],
    url: fillPath(plan.op.path, { id: segment }, { encoded: true }),
    query: Object.fromEntries(
      Object.entries(plan.query).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    headers: { ...senders[plan.sender] },
  };
  if (plan.op.method !== 'GET' && plan.op.body) {
    request.payload = JSON.stringify(plan.body) ?? 'null';
    request.headers = { ...request.headers, 'content-type': 'application/json' };
  }
  const res = await app.inject(request);
  return { status: res.statusCode, body: res.body.slice(0, 300) };
}

describe('questions fuzzing from inside the course', () => {
  it(`answers ${RUNS} generated requests over the questions' routes without a 5xx`, {
    timeout: 600_000,
  }, async () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...operations).chain(planFor), async (plan) => {
        const { status, body } = await send(plan);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) throw new Error(`${plan.op.method} ${plan.op.path} answered ${status}: ${body}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // Requests got past validation and the access check, not only refused at the door.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
    const counts = await app.inject({ url: `/api/questions/${ids[2]}`, headers: senders[2] });
    const thread = counts.json().data;
    expect(thread.answerCount).toBe(thread.answers.filter((a: { hidden: boolean }) => !a.hidden).length);
  });
});
