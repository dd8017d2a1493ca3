import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The production path end to end (docs/decisions/105, 106, 032): the server bundled ahead of time
 * starts with plain node, seeds nothing, and refuses a configuration that would expose the
 * test gateway, saying why.
 */
const serverRoot = resolve(import.meta.dirname, '..');
const bundle = join(serverRoot, `dist/test-${process.pid}/main.js`);

beforeAll(() => {
  execFileSync(process.execPath, [join(serverRoot, 'scripts/build.mjs'), '--outfile', bundle], {
    stdio: 'pipe',
  });
}, 120_000);
afterAll(() => {
  rmSync(resolve(bundle, '..'), { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
} {
  let text = '';
  const child = spawn(process.execPath, [bundle], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'kalvi-prod-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const exited = new Promise<number>((done) => child.on('exit', (code) => done(code ?? -1)));
  return { child, output: () => text, exited };
}

function waitFor(output: () => string, child: ChildProcess, needle: string): Promise<void> {
  return new Promise((done, fail) => {
    const check = () => {
      if (output().includes(needle)) {
        clearInterval(timer);
        done();
      }
    };
    const timer = setInterval(check, 50);
    child.on('exit', () => {
      clearInterval(timer);
      if (!output().includes(needle)) fail(new Error(`exited before "${needle}":\n${output()}`));
    });
  });
}

describe('production start', () => {
  it('runs the bundle with plain node and starts with an empty database', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const server = start({
      NODE_ENV: 'production',
      PORT: String(port),
      JWT_SECRET: 'p'.repeat(48),
      SMTP_URL: 'smtp://127.0.0.1:1',
      PAYMENTS_MODE: 'test',
    });
    await waitFor(server.output, server.child, 'Kalvi is serving');
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const courses = (await (await fetch(`${base}/api/courses`)).json()) as {
      pagination: { total_items: number };
    };
    expect(courses.pagination.total_items).toBe(0);
    const demo = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@kalvi.academy', password: 'learn-with-kalvi' }),
    });
    expect(demo.status).toBe(401);
    expect(server.output()).not.toContain('Seeded');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start the test gateway on a public address, and says why', { timeout: 60_000 }, async () => {
    const server = start({ HOST: '0.0.0.0', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/anyone reaching HOST=0\.0\.0\.0 could enrol without paying/);
  });
});
