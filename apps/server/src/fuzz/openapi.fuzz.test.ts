import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestUser, testConfig, testDatabase } from '../test/harness.ts';
import { fillPath, type Operation, readOperations } from '../test/openapi-operations.ts';
import {
  broken,
  clientAddress,
  contentType,
  fitting,
  oddString,
  rawBody,
  wrongValue,
} from './arbitraries.ts';

/**
 * Every operation of /api/openapi.json gets thousands of generated bad requests (docs/decisions/108):
 * wrong types, huge and odd strings, NUL, lone surrogates, deep nesting, broken JSON, wrong
 * content types, with and without a session. No answer may be a 5xx other than the documented
 * ones (502 for an unreachable feed source, 503 for a webhook without its secret), and the
 * server must be healthy afterwards. Replay a failure with FUZZ_SEED=<seed printed> (and the
 * path fast-check prints); FUZZ_RUNS sets how many requests are sent.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const DOCUMENTED_5XX = new Set([502, 503]);

let app: FastifyInstance;
let operations: Operation[];
let appOrigin: string;

let tokens: string[];

beforeAll(async () => {
  // Feed sources on a closed local port, asked without the polite spacing between calls: every
  // valid feed request meets the documented 502 at once instead of queueing for seconds.
  const closed = 'http://127.0.0.1:9';
  const config = testConfig({ CODEFORCES_API_URL: closed, ARXIV_API_URL: closed, WIKIPEDIA_API_URL: closed });
  config.feeds.spacingMs = { codeforces: 0, arxiv: 0, wikipedia: 0 };
  const database = await testDatabase();
  app = await buildApp(config, { database, logger: false });
  await app.ready();
  appOrigin = new URL(config.appUrl).origin;
  operations = await readOperations(app);
  const userId = (await createTestUser(app, database)).id;
  // A pool of sessions: some get logged out on the way, which is one more case to meet.
  tokens = await Promise.all(Array.from({ length: 20 }, () => app.sessionTokens.issue(userId)));
});
afterAll(async () => {
  await app.close();
});

/**
 * How a request says who sends it. Besides the plain cases: a browser's own Basic credentials
 * beside the session cookie, and a bearer header with extra spaces, which once got a fresh
 * rate-limit bucket each (docs/decisions/169-requests-one-visitor-can-send.md).
 */
type Auth = 'none' | 'bearer' | 'cookie' | 'forged' | 'basic-and-cookie' | 'spaced-bearer';

interface Plan {
  op: Operation;
  pathValues: Record<string, string>;
  query: Record<string, string | undefined>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'none' };
  auth: Auth;
  session: number;
  from: string;
}

/** Percent-encodes like a browser, and keeps text it cannot encode (lone surrogates) as broken bytes. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function planFor(op: Operation): fc.Arbitrary<Plan> {
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const value = (schema: Operation['parameters'][number]['schema']) =>
    fc.oneof(fitting(schema).map(String), oddString);
  return fc.record({
    op: fc.constant(op),
    pathValues: fc.record(Object.fromEntries(pathNames.map((n) => [n, fc.oneof(fc.uuid(), oddString)]))),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, value(p.schema)])), {
      requiredKeys: [],
    }),
    body: fc.oneof(
      fc.record({ kind: fc.constant('json' as const), value: broken(op.body) }),
      fc.record({ kind: fc.constant('json' as const), value: fitting(op.body) }),
      fc.record({ kind: fc.constant('json' as const), value: wrongValue }),
      fc.record({ kind: fc.constant('raw' as const), text: rawBody, type: contentType }),
      fc.constant({ kind: 'none' as const }),
      // Past every route's body limit but a photo's: refused before it is read.
      fc.constant({ kind: 'raw' as const, text: `"${'x'.repeat(300_000)}"`, type: 'application/json' }),
    ),
    auth: fc.constantFrom<Auth>('none', 'bearer', 'cookie', 'forged', 'basic-and-cookie', 'spaced-bearer'),
    session: fc.nat({ max: 19 }),
    from: clientAddress,
  });
}

async function send(plan: Plan): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = {};
  const token = tokens[plan.session] ?? '';
  if (plan.auth === 'bearer') headers.authorization = `Bearer ${token}`;
  if (plan.auth === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
  if (plan.auth === 'spaced-bearer') headers.authorization = `Bearer${' '.repeat(2 + plan.session)}${token}`;
  if (plan.auth === 'cookie' || plan.auth === 'basic-and-cookie') {
    headers.cookie = `kalvi_session=${token}`;
    headers.origin = appOrigin;
  }
  if (plan.auth === 'basic-and-cookie') headers.authorization = 'Basic c3RhZ2luZzpkb29y';
  const encoded = Object.fromEntries(Object.entries(plan.pathValues).map(([k, v]) => [k, pathSegment(v)]));
  const request: InjectOptions = {
    method: plan.op.method as InjectOptions['method'],
    url: fillPath(plan.op.path, encoded, { encoded: true }),
    query: Object.fromEntries(
      Object.entries(plan.query).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    headers,
    remoteAddress: plan.from,
  };
  if (plan.body.kind === 'json' && plan.op.method !== 'GET') {
    request.payload = JSON.stringify(plan.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (plan.body.kind === 'raw' && plan.op.method !== 'GET') {
    request.payload = plan.body.text;
    if (plan.body.type) headers['content-type'] = plan.body.type;
  }
  const res = await app.inject(request);
  return { status: res.statusCode, body: res.body.slice(0, 300) };
}

describe('API fuzzing from the OpenAPI description', () => {
  it(`answers ${RUNS} generated bad requests without an undocumented 5xx`, { timeout: 600_000 }, async () => {
    const hit = new Map<string, number>();
    let sent = 0;
    const ordered = [...operations].sort((a, b) =>
      `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ordered).chain(planFor), async (plan) => {
        const key = `${plan.op.method} ${plan.op.path}`;
        const { status, body } = await send(plan);
        sent += 1;
        hit.set(key, (hit.get(key) ?? 0) + 1);
        const documented = DOCUMENTED_5XX.has(status) && plan.op.statuses.includes(String(status));
        if (status >= 500 && !documented) throw new Error(`${key} answered ${status}: ${body}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    expect([...hit.keys()].sort()).toEqual(ordered.map((op) => `${op.method} ${op.path}`).sort());

    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/courses?limit=1' })).statusCode).toBe(200);
  });
});
