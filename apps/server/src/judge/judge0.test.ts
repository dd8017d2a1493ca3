import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Judge0Stub, startJudge0Stub } from '../test/judge0-stub.ts';
import { createJudge } from './index.ts';
import { answerMaxBytes, createJudge0Judge, Judge0Fault } from './judge0.ts';
import { UnknownLanguage } from './types.ts';

const limits = { timeMs: 2000, memoryMb: 128, outputKb: 64 };
const fastPoll = { firstMs: 5, factor: 2, maxMs: 40, giveUpMs: 20_000 };

describe('the Judge0 client, through a stand-in speaking its API', () => {
  let stub: Judge0Stub;
  beforeAll(async () => {
    stub = await startJudge0Stub();
  });
  afterAll(() => stub.close());
  const judge = () => createJudge0Judge({ url: stub.url, authToken: stub.authToken, poll: fastPoll });

  it('lists the languages Judge0 offers, with their editor modes, our own first by our names', async () => {
    expect(await judge().languages()).toEqual([
      { id: 'python', name: 'Python 3', editor: 'python' },
      { id: 'javascript', name: 'JavaScript', editor: 'javascript' },
      { id: 'judge0:54', name: 'C++ (GCC 9.2.0)', editor: 'cpp' },
      { id: 'judge0:63', name: 'JavaScript (Node.js 12.14.0)', editor: 'javascript' },
      { id: 'judge0:71', name: 'Python (3.8.1)', editor: 'python' },
    ]);
    expect(stub.requests.at(-1)?.authToken).toBe(stub.authToken);
  });

  it('sends every test in one base64 batch, polls until done, and compares by our rule', async () => {
    stub.requests.length = 0;
    stub.submissions.length = 0;
    const outcomes = await judge().judge({
      language: 'judge0:71',
      source: 'a, b = map(int, input().split())\nprint(a + b)   ',
      tests: [
        { input: '1 2\n', expected: '3' },
        { input: '2 2\n', expected: '5' },
        { input: 'x\n', expected: '' },
      ],
      limits,
    });
    expect(outcomes.map((o) => o.verdict)).toEqual(['accepted', 'wrong_answer', 'runtime_error']);
    expect(outcomes[2]?.errorLine).toBe(1);
    expect(outcomes[2]?.stderr).toContain('ValueError');
    const posts = stub.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/submissions/batch?base64_encoded=true');
    const sent =
      (posts[0]?.body as { submissions: Record<string, unknown>[] } | undefined)?.submissions ?? [];
    expect(sent[0]).toMatchObject({
      language_id: 71,
      cpu_time_limit: 2,
      memory_limit: 131072,
      max_file_size: 64,
    });
    expect(Buffer.from(String(sent[0]?.stdin), 'base64').toString()).toBe('1 2\n');
    expect(stub.submissions[0]?.source_code).toContain('print(a + b)');
    const polls = stub.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/submissions/batch'));
    // The stand-in answers "In Queue" then "Processing" first: the client polled past both.
    expect(polls.length).toBeGreaterThanOrEqual(3);
    expect(polls.every((p) => !p.path.includes('wait=true') && p.path.includes('base64_encoded=true'))).toBe(
      true,
    );
    expect(stub.requests.every((r) => r.authToken === stub.authToken)).toBe(true);
  });

  it('runs our JavaScript exercises on its Node.js with the same stdin helpers', async () => {
    const outcomes = await judge().judge({
      language: 'javascript',
      source: 'const [a, b] = readLine().split(" ").map(Number);\nprint(a + b);\nnull.x;',
      tests: [{ input: '4 5\n', expected: '9' }],
      limits,
    });
    expect(outcomes[0]).toMatchObject({ verdict: 'runtime_error', stdout: '9\n', errorLine: 3 });
  });

  it('maps each of its statuses to our verdicts', async () => {
    const scripted: Record<string, { id: number; memory?: number; stdout?: string }> = {
      tle: { id: 5 },
      ce: { id: 6 },
      segv: { id: 7 },
      big: { id: 8 },
      fpe: { id: 9 },
      nzec: { id: 11 },
      oom: { id: 11, memory: 131072 },
      wa: { id: 4 },
      many: { id: 3, stdout: 'x'.repeat(70 * 1024) },
    };
    stub.script = (s) => {
      const entry = scripted[s.stdin];
      return (
        entry && {
          status: { id: entry.id, description: 'scripted' },
          memory: entry.memory ?? 100,
          stdout: entry.stdout,
        }
      );
    };
    try {
      const outcomes = await judge().judge({
        language: 'judge0:54',
        source: 'int main() {}',
        tests: Object.keys(scripted).map((input) => ({ input, expected: '' })),
        limits,
      });
      expect(outcomes.map((o) => o.verdict)).toEqual([
        'time_limit',
        'compile_error',
        'runtime_error',
        'output_limit',
        'runtime_error',
        'runtime_error',
        'memory_limit',
        'wrong_answer',
        'output_limit',
      ]);
      expect(outcomes[8]?.stdout.length).toBe(64 * 1024);
    } finally {
      stub.script = null;
    }
  });

  it('throws a judge fault, not a verdict, when Judge0 fails, is down or refuses the token', async () => {
    stub.script = () => ({ status: { id: 13, description: 'Internal Error' } });
    const request = {
      language: 'judge0:71',
      source: 'print(1)',
      tests: [{ input: '', expected: '1' }],
      limits,
    };
    await expect(judge().judge(request)).rejects.toBeInstanceOf(Judge0Fault);
    stub.script = null;
    await expect(
      createJudge0Judge({ url: stub.url, authToken: 'wrong', poll: fastPoll }).judge(request),
    ).rejects.toThrow(/401/);
    stub.failWith = 503;
    await expect(judge().judge(request)).rejects.toMatchObject({ status: 503 });
    stub.failWith = null;
    const gone = await startJudge0Stub();
    await gone.close();
    await expect(
      createJudge0Judge({ url: gone.url, authToken: 'x', poll: fastPoll }).judge(request),
    ).rejects.toThrow(/cannot be reached/);
  });

  it('refuses an answer larger than the limits allow, as a judge fault', async () => {
    // One test with a 1 KB output limit: Judge0 (its max_file_size) never sends 200 KB of stdout.
    const small = { ...limits, outputKb: 1 };
    const stdout = 'x'.repeat(200 * 1024);
    expect(Buffer.byteLength(Buffer.from(stdout).toString('base64'))).toBeGreaterThan(answerMaxBytes(1, 1));
    stub.script = () => ({ status: { id: 3, description: 'Accepted' }, stdout });
    try {
      const request = { language: 'judge0:71', source: 'print(1)', tests: [{ input: '', expected: '' }] };
      await expect(judge().judge({ ...request, limits: small })).rejects.toThrow(
        /Judge0 answered GET \/submissions\/batch with more than \d+ bytes/,
      );
      // The same answer within the limits it was asked for is read and judged.
      const [outcome] = await judge().judge({ ...request, limits: { ...limits, outputKb: 256 } });
      expect(outcome?.verdict).toBe('wrong_answer');
    } finally {
      stub.script = null;
    }
  });

  it('stops reading an endless answer at its bound', async () => {
    let sent = 0;
    const endless = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += 64 * 1024;
            controller.enqueue(new Uint8Array(64 * 1024).fill(32));
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const endlessJudge = createJudge0Judge({ url: stub.url, authToken: 'x', poll: fastPoll, fetch: endless });
    await expect(endlessJudge.languages()).rejects.toBeInstanceOf(Judge0Fault);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a language Judge0 does not offer', async () => {
    const request = { source: 'x', tests: [{ input: '', expected: '' }], limits };
    await expect(judge().judge({ ...request, language: 'judge0:9999' })).rejects.toBeInstanceOf(
      UnknownLanguage,
    );
    await expect(judge().judge({ ...request, language: 'sql' })).rejects.toBeInstanceOf(UnknownLanguage);
  });

  it('is the judge createJudge picks when JUDGE0_URL is set', async () => {
    const chosen = createJudge({ workers: 1, judge0Url: stub.url, judge0AuthToken: stub.authToken });
    expect(chosen.kind).toBe('judge0');
    await chosen.close();
  });
});
