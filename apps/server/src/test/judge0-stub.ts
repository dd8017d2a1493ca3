import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBody } from './razorpay-stub.ts';

/**
 * A local HTTP server speaking Judge0 CE's API (v1.13) the way the judge client uses it:
 * X-Auth-Token, GET /languages, POST and GET /submissions/batch with base64 bodies, status ids
 * 1 to 14. It really runs Python (python3) and JavaScript (node) submissions, one at a time,
 * and answers "In Queue" and "Processing" to the first polls, as a busy Judge0 does. A test may
 * script the result of a submission instead.
 */

export interface StubSubmission {
  language_id: number;
  source_code: string;
  stdin: string;
  cpu_time_limit?: number;
  wall_time_limit?: number;
  memory_limit?: number;
  max_file_size?: number;
}

export interface StubResult {
  status: { id: number; description: string };
  stdout?: string | null;
  stderr?: string | null;
  compile_output?: string | null;
  message?: string | null;
  time?: string | null;
  memory?: number | null;
}

export interface Judge0Stub {
  url: string;
  authToken: string;
  requests: { method: string; path: string; authToken: string | undefined; body: unknown }[];
  /** Decoded submissions, as received. */
  submissions: StubSubmission[];
  /** Answers a submission with this instead of running it (undefined runs it). */
  script: ((submission: StubSubmission) => StubResult | undefined) | null;
  /** How many polls of a token answer "In Queue" then "Processing" before the result. */
  pendingPolls: number;
  /** Every request answers this status from now on (503: Judge0 is down). */
  failWith: number | null;
  close(): Promise<void>;
}

export const STUB_LANGUAGES = [
  { id: 54, name: 'C++ (GCC 9.2.0)' },
  { id: 63, name: 'JavaScript (Node.js 12.14.0)' },
  { id: 71, name: 'Python (3.8.1)' },
];

const DESCRIPTIONS: Record<number, string> = {
  1: 'In Queue',
  2: 'Processing',
  3: 'Accepted',
  5: 'Time Limit Exceeded',
  6: 'Compilation Error',
  11: 'Runtime Error (NZEC)',
};

const fromB64 = (v: unknown) => (typeof v === 'string' ? Buffer.from(v, 'base64').toString('utf8') : '');
const toB64 = (v: string | null | undefined) => (v ? Buffer.from(v, 'utf8').toString('base64') : null);

function execute(submission: StubSubmission): Promise<StubResult> {
  const command =
    submission.language_id === 71 ? 'python3' : submission.language_id === 63 ? process.execPath : null;
  if (!command) {
    const status = { id: 6, description: DESCRIPTIONS[6] as string };
    return Promise.resolve({ status, compile_output: 'main.cpp:1:1: error: no compiler in the stand-in\n' });
  }
  // Judge0 runs a file in its box: script.py or script.js, which its tracebacks name.
  const dir = mkdtempSync(join(tmpdir(), 'judge0-stub-'));
  const file = join(dir, submission.language_id === 71 ? 'script.py' : 'script.js');
  writeFileSync(file, submission.source_code);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = execFile(
      command,
      [file],
      {
        timeout: (submission.wall_time_limit ?? 5) * 1000,
        env: {},
        maxBuffer: (submission.max_file_size ?? 1024) * 1024,
      },
      (error, stdout, stderr) => {
        rmSync(dir, { recursive: true, force: true });
        const time = ((performance.now() - started) / 1000).toFixed(3);
        const killed = error && 'killed' in error && error.killed;
        const id = !error ? 3 : killed ? 5 : 11;
        resolve({
          status: { id, description: DESCRIPTIONS[id] as string },
          stdout,
          stderr,
          time,
          memory: 9000,
        });
      },
    );
    child.stdin?.end(submission.stdin);
  });
}

export async function startJudge0Stub(): Promise<Judge0Stub> {
  const stored = new Map<string, { polls: number; result: Promise<StubResult> }>();
  let running: Promise<unknown> = Promise.resolve();

  const stub: Judge0Stub = {
    url: '',
    authToken: randomBytes(12).toString('hex'),
    requests: [],
    submissions: [],
    script: null,
    pendingPolls: 2,
    failWith: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stub');
    const token = req.headers['x-auth-token'];
    const body = text ? JSON.parse(text) : undefined;
    stub.requests.push({
      method: req.method ?? '',
      path: `${url.pathname}${url.search}`,
      authToken: token as string,
      body,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (stub.failWith) return send(stub.failWith, { error: 'unavailable' });
    if (token !== stub.authToken) return send(401, { error: 'Authentication failed' });
    if (req.method === 'GET' && url.pathname === '/languages') return send(200, STUB_LANGUAGES);
    if (url.pathname !== '/submissions/batch') return send(404, { error: 'Not found' });
    if (url.searchParams.get('wait') === 'true')
      return send(400, { error: 'wait is not allowed for batches' });
    const base64 = url.searchParams.get('base64_encoded') === 'true';
    if (req.method === 'POST') {
      const answers = (body?.submissions ?? []).map((raw: Record<string, unknown>) => {
        if (!raw.source_code) return { source_code: ["can't be blank"] };
        const submission = {
          ...(raw as unknown as StubSubmission),
          source_code: base64 ? fromB64(raw.source_code) : String(raw.source_code),
          stdin: base64 ? fromB64(raw.stdin) : String(raw.stdin ?? ''),
        };
        stub.submissions.push(submission);
        const scripted = stub.script?.(submission);
        let result: Promise<StubResult>;
        if (scripted) result = Promise.resolve(scripted);
        else {
          result = running.then(() => execute(submission));
          running = result;
        }
        const id = randomBytes(8).toString('hex');
        stored.set(id, { polls: 0, result });
        return { token: id };
      });
      return send(201, answers);
    }
    const tokens = (url.searchParams.get('tokens') ?? '').split(',');
    const submissions = await Promise.all(
      tokens.map(async (t) => {
        const entry = stored.get(t);
        if (!entry) return null;
        entry.polls += 1;
        if (entry.polls <= stub.pendingPolls) {
          const id = entry.polls === 1 ? 1 : 2;
          return {
            token: t,
            status: { id, description: DESCRIPTIONS[id] },
            stdout: null,
            time: null,
            memory: null,
          };
        }
        const r = await entry.result;
        const encode = (v: string | null | undefined) => (base64 ? toB64(v) : (v ?? null));
        return {
          token: t,
          status: r.status,
          stdout: encode(r.stdout),
          stderr: encode(r.stderr),
          compile_output: encode(r.compile_output),
          message: encode(r.message),
          time: r.time ?? '0.01',
          memory: r.memory ?? 3000,
        };
      }),
    );
    return send(200, { submissions });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
