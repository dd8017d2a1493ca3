import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { SERVER_DIR, startSmtpServer } from '@kalvi/server/test-support';

export const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
export const JWT_SECRET = 'cluster-secret-cluster-secret-cluster-secret-0123';

/**
 * Every run (and every test file: vitest loads this module afresh for each) counts in its own
 * Redis keys, so rate limits left by the run before (they live 15 minutes) never answer 429 here.
 */
export const REDIS_KEY_PREFIX = `kalvi-cluster:${process.pid}:${Date.now().toString(36)}:`;

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

/** One Kalvi server process, started as production starts it (the bundle), logging JSON lines. */
export interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  logs: LogLine[];
  /** Resolves with the first log line (past or future) that matches. */
  waitForLog(match: (line: LogLine) => boolean): Promise<LogLine>;
  /** Polls /api/ready until it answers 200. */
  ready(): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * Production refuses to start without SMTP (codes must reach people, not a log), so the
 * instances of a run share one local SMTP server that accepts every message.
 */
let smtp: ReturnType<typeof startSmtpServer> | undefined;

/**
 * Production runs the server bundled ahead of time with plain node (docs/decisions/105), so the
 * instances do too: built once per test file into a directory of its own (a run beside this one
 * never reads a half-written bundle), from the sources as they are, and removed at exit.
 */
let bundle: string | undefined;
function serverBundle(): string {
  if (bundle) return bundle;
  // Inside apps/server (git-ignored dist/): the bundle finds its packages in node_modules from there.
  const dist = join(SERVER_DIR, 'dist');
  mkdirSync(dist, { recursive: true });
  // A test worker may end without its exit handler: bundles older than an hour are left-overs.
  for (const name of readdirSync(dist)) {
    const old = join(dist, name);
    if (name.startsWith('cluster-') && statSync(old).mtimeMs < Date.now() - 3_600_000) {
      rmSync(old, { recursive: true, force: true });
    }
  }
  const outfile = join(mkdtempSync(join(dist, 'cluster-')), 'main.js');
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--outfile', outfile], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);
  bundle = outfile;
  process.once('exit', () => rmSync(dirname(outfile), { recursive: true, force: true }));
  return outfile;
}

/**
 * The node flags production starts the bundle with (deploy/systemd/kalvi@.service, scripts/start.mjs):
 * --max-old-space-size=512 keeps resident memory level under load (docs/decisions/142).
 */
const PRODUCTION_NODE_FLAGS = ['--max-old-space-size=512', '--enable-source-maps'];

export async function startInstance(
  env: Record<string, string>,
  /** Flags for node itself (the load run passes --trace-gc to read the live heap). */
  nodeArgs: string[] = [],
): Promise<Instance> {
  const port = Number(env.PORT ?? (await freePort()));
  // A test that reads the mail passes its own server's SMTP_URL; the shared one starts only when needed.
  if (!env.SMTP_URL) smtp ??= startSmtpServer();
  const smtpUrl = env.SMTP_URL ?? (await smtp)?.url;
  const child = spawn(process.execPath, [...nodeArgs, ...PRODUCTION_NODE_FLAGS, serverBundle()], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kalvi-cluster-')),
      JWT_SECRET,
      PAYMENTS_MODE: 'test',
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
      APP_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Kalvi <hello@kalvi.test>',
      REDIS_KEY_PREFIX,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters: {
    match: (l: LogLine) => boolean;
    resolve: (l: LogLine) => void;
    reject: (e: Error) => void;
  }[] = [];
  const take = (text: string) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      line = { level: 50, msg: text };
    }
    logs.push(line);
    for (const w of [...waiters]) {
      if (w.match(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  createInterface({ input: child.stdout }).on('line', take);
  createInterface({ input: child.stderr }).on('line', take);
  const exited = new Promise<number | null>((resolveExit) =>
    child.once('exit', (code) => {
      // A line awaited from a process that is gone will never come: fail now, with its log.
      for (const w of waiters.splice(0)) {
        w.reject(new Error(`instance on ${port} exited (${code}):\n${logs.map((l) => l.msg).join('\n')}`));
      }
      resolveExit(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const instance: Instance = {
    port,
    url,
    process: child,
    logs,
    exited,
    waitForLog: (match) => {
      const seen = logs.find(match);
      if (seen) return Promise.resolve(seen);
      if (child.exitCode !== null) return Promise.reject(new Error(`instance on ${port} has exited`));
      return new Promise((resolveLine, reject) => waiters.push({ match, resolve: resolveLine, reject }));
    },
    ready: async () => {
      let done = false;
      void exited.then(() => {
        done = true;
      });
      // Polling the readiness endpoint is the synchronisation itself: it is what nginx does.
      while (!done) {
        const ok = await fetch(`${url}/api/ready`)
          .then((r) => r.status === 200)
          .catch(() => false);
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(
        `instance on ${port} exited before it was ready:\n${logs.map((l) => l.msg).join('\n')}`,
      );
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  return instance;
}

export async function metricsOf(instance: Instance): Promise<string> {
  const res = await fetch(`${instance.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}

/** The value of one sample line of a Prometheus text answer (0 when absent). */
export function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}
