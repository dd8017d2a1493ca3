import {
  editorForJudge0Name,
  JUDGE_LANGUAGES,
  judgeLanguage,
  outputsMatch,
  type Verdict,
} from '@kalvi/shared';
import {
  type Judge,
  type JudgeLanguage,
  type JudgeRequest,
  type TestOutcome,
  UnknownLanguage,
} from './types.ts';

/**
 * A self-hosted Judge0 through its submissions API (docs/decisions/171-coding-exercises.md#judge):
 * one batch per judgement, base64 both ways, the tokens polled with a bounded backoff, never
 * `wait=true`. Its faults (down, full, refusing) throw Judge0Fault, never a verdict, so the
 * submission stays queued and is retried.
 */

export interface Judge0Options {
  url: string;
  authToken: string | undefined;
  /** Backoff between polls: first, factor, ceiling; and how long a batch may take in all. */
  poll?: { firstMs: number; factor: number; maxMs: number; giveUpMs: number };
  fetch?: typeof fetch;
}

export class Judge0Fault extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

interface Judge0Result {
  token: string;
  status: { id: number; description: string };
  stdout: string | null;
  stderr: string | null;
  compile_output: string | null;
  message: string | null;
  time: string | null;
  memory: number | null;
}

/** Judge0 may run a test this long past its CPU time limit (its wall-time limit). */
export const JUDGE0_WALL_GRACE_MS = 1_000;
/**
 * Judge0's answers are read up to a bound and refused beyond it (a fault, so the submission is
 * retried), never into memory without end: the language list; a token per test; and per polled
 * test its stdout, stderr and compile output at most at the output limit (Judge0's
 * max_file_size), in base64, with room for the rest of its fields.
 */
const LANGUAGES_MAX_BYTES = 1024 * 1024;
const TOKEN_MAX_BYTES = 1024;
const RESULT_ROOM_BYTES = 64 * 1024;
export function answerMaxBytes(tests: number, outputKb: number): number {
  return tests * (3 * Math.ceil((outputKb * 1024 * 4) / 3) + RESULT_ROOM_BYTES);
}

async function readBounded(response: Response, maxBytes: number, what: string): Promise<string> {
  const tooLarge = () => new Judge0Fault(`Judge0 answered ${what} with more than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const FIELDS = 'token,stdout,stderr,compile_output,message,status,time,memory';
const LANGUAGES_TTL_MS = 10 * 60_000;
/** One line, so the learner's line numbers stay theirs minus one: the same stdin helpers as the embedded judge. */
const NODE_PRELUDE =
  "const input = require('fs').readFileSync(0, 'utf8'); const print = (...a) => console.log(...a); const readLine = ((l, i) => () => (i < l.length ? l[i++] : null))(input.split(/\\r?\\n/).filter((x, i, a) => i < a.length - 1 || x !== ''), 0);\n";

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const unb64 = (text: string | null) => (text ? Buffer.from(text, 'base64').toString('utf8') : '');

export function createJudge0Judge(options: Judge0Options): Judge {
  const poll = options.poll ?? { firstMs: 250, factor: 1.5, maxMs: 2_000, giveUpMs: 120_000 };
  const doFetch = options.fetch ?? fetch;
  let cached: { at: number; list: { id: number; name: string }[] } | null = null;
  let closed = false;

  async function call<T>(method: 'GET' | 'POST', path: string, maxBytes: number, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.authToken) headers['x-auth-token'] = options.authToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${options.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new Judge0Fault(`Judge0 cannot be reached: ${(error as Error).message}`);
    }
    if (!response.ok) {
      throw new Judge0Fault(
        `Judge0 answered ${response.status} to ${method} ${path.split('?')[0]}`,
        response.status,
      );
    }
    const text = await readBounded(response, maxBytes, `${method} ${path.split('?')[0]}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Judge0Fault(
        `Judge0 answered ${method} ${path.split('?')[0]} with something that is not JSON`,
      );
    }
  }

  async function judge0Languages() {
    if (!cached || Date.now() - cached.at > LANGUAGES_TTL_MS) {
      cached = {
        at: Date.now(),
        list: await call<{ id: number; name: string }[]>('GET', '/languages', LANGUAGES_MAX_BYTES),
      };
    }
    return cached.list;
  }

  /**
   * A row of our table is the newest language Judge0 lists under the row's `judge0` name
   * (docs/decisions/201-judge-language-registry.md); a row without one (SQL) is not Judge0's.
   */
  function counterpart(list: { id: number; name: string }[], language: string) {
    const pattern = judgeLanguage(language)?.judge0;
    return pattern ? newest(list.filter((l) => pattern.test(l.name))) : undefined;
  }

  async function resolve(language: string): Promise<{ id: number; node: boolean }> {
    const list = await judge0Languages();
    const match = /^judge0:(\d+)$/.exec(language);
    const found = match ? list.find((l) => l.id === Number(match[1])) : counterpart(list, language);
    if (!found) throw new UnknownLanguage(language);
    return { id: found.id, node: /^JavaScript \(Node/.test(found.name) };
  }

  return {
    kind: 'judge0',
    /** The table's rows Judge0 has a counterpart for, by our names, then every language it lists. */
    async languages(): Promise<JudgeLanguage[]> {
      const list = await judge0Languages();
      return [
        ...JUDGE_LANGUAGES.filter((row) => counterpart(list, row.id)).map(({ id, name, editor }) => ({
          id,
          name,
          editor,
        })),
        ...list.map((l) => ({ id: `judge0:${l.id}`, name: l.name, editor: editorForJudge0Name(l.name) })),
      ];
    },
    async judge(request: JudgeRequest): Promise<TestOutcome[]> {
      if (closed) throw new Judge0Fault('The judge is closed');
      const { id, node } = await resolve(request.language);
      const { limits } = request;
      const source = node ? NODE_PRELUDE + request.source : request.source;
      const created = await call<({ token?: string } & Record<string, unknown>)[]>(
        'POST',
        '/submissions/batch?base64_encoded=true',
        request.tests.length * TOKEN_MAX_BYTES,
        {
          submissions: request.tests.map((test) => ({
            language_id: id,
            source_code: b64(source),
            stdin: b64(test.input),
            cpu_time_limit: limits.timeMs / 1000,
            wall_time_limit: (limits.timeMs + JUDGE0_WALL_GRACE_MS) / 1000,
            memory_limit: limits.memoryMb * 1024,
            max_file_size: limits.outputKb,
          })),
        },
      );
      const tokens = created.map((item) => {
        if (typeof item.token !== 'string')
          throw new Judge0Fault(`Judge0 refused a submission: ${JSON.stringify(item)}`);
        return item.token;
      });
      const results = await pollAll(tokens, answerMaxBytes(tokens.length, limits.outputKb));
      return results.map((result, i) =>
        toOutcome(
          result,
          request.tests[i]?.expected ?? '',
          limits.outputKb * 1024,
          limits.memoryMb,
          node ? 1 : 0,
        ),
      );
    },
    async close() {
      closed = true;
    },
  };

  async function pollAll(tokens: string[], maxBytes: number): Promise<Judge0Result[]> {
    const started = Date.now();
    let wait = poll.firstMs;
    for (;;) {
      await new Promise((r) => setTimeout(r, wait));
      const answer = await call<{ submissions: Judge0Result[] }>(
        'GET',
        `/submissions/batch?tokens=${tokens.join(',')}&base64_encoded=true&fields=${FIELDS}`,
        maxBytes,
      );
      const byToken = new Map(answer.submissions.map((s) => [s.token, s]));
      const results = tokens.map((t) => byToken.get(t));
      if (results.every((r) => r && r.status.id > 2)) return results as Judge0Result[];
      if (Date.now() - started > poll.giveUpMs)
        throw new Judge0Fault('Judge0 did not finish the batch in time');
      wait = Math.min(poll.maxMs, wait * poll.factor);
    }
  }
}

function newest(list: { id: number; name: string }[]) {
  return list.sort((a, b) => b.id - a.id)[0];
}

/** Judge0's status ids (docs/decisions/171-coding-exercises.md#judge). */
function toOutcome(
  result: Judge0Result,
  expected: string,
  capBytes: number,
  memoryMb: number,
  preludeLines: number,
): TestOutcome {
  const full = unb64(result.stdout);
  const over = Buffer.byteLength(full) > capBytes;
  const stdout = over ? Buffer.from(full).subarray(0, capBytes).toString() : full;
  const stderr = [unb64(result.compile_output), unb64(result.stderr), unb64(result.message)]
    .filter(Boolean)
    .join('\n')
    .slice(0, capBytes);
  const id = result.status.id;
  let verdict: Verdict;
  if (id === 13 || id === 14) throw new Judge0Fault(`Judge0: ${result.status.description}`);
  if (over || id === 8) verdict = 'output_limit';
  else if (id === 3) verdict = outputsMatch(stdout, expected) ? 'accepted' : 'wrong_answer';
  else if (id === 4) verdict = 'wrong_answer';
  else if (id === 5) verdict = 'time_limit';
  else if (id === 6) verdict = 'compile_error';
  // Judge0 has no memory status: a program stopped at its memory limit ends in a signal or NZEC.
  else verdict = (result.memory ?? 0) >= memoryMb * 1024 * 0.95 ? 'memory_limit' : 'runtime_error';
  return {
    verdict,
    timeMs: Math.round(Number(result.time ?? 0) * 1000),
    stdout,
    stderr,
    errorLine:
      verdict === 'compile_error' || verdict === 'runtime_error' ? errorLine(stderr, preludeLines) : null,
  };
}

/** The line a compiler or a traceback names: Python's `line N`, or `file.ext:N:`. */
function errorLine(stderr: string, preludeLines: number): number | null {
  const python = [...stderr.matchAll(/File "[^"]+", line (\d+)/g)].pop()?.[1];
  const other = /^[\w./-]+\.\w+:(\d+)(?::\d+)?/m.exec(stderr)?.[1];
  const line = python ?? other;
  return line ? Math.max(1, Number(line) - preludeLines) : null;
}
