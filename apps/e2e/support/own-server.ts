import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from './test';

/**
 * A second copy of the product for a spec that adds to the catalogue (a new event, a new course):
 * its own port and its own embedded database, seeded as the shared one is. The shared server's
 * catalogue then stays exactly as seeded, whose counts other specs assert ("18 events found"),
 * whatever order the specs run in. Started like the shared server (support/start-with-stand-ins.ts).
 */
export interface OwnServer {
  url: string;
  /** Its data directory: the dev outbox (mailTo's `dataDir`) is in it. */
  dataDir: string;
  close: () => Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function healthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`own server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    // Polling a starting process: there is no event to wait on.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`own server at ${url} did not become healthy`);
}

export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kalvi-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'start-with-stand-ins.ts')], {
    cwd: join(here, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Always the embedded database: a PostgreSQL run's database is the shared server's.
      DATABASE_URL: '',
      // Its own WhatsApp stand-in, on a port of its own choosing.
      E2E_WHATSAPP_PORT: '0',
    },
  });
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await healthy(url, child, 150_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    dataDir,
    close: async () => {
      child.kill('SIGTERM');
      await stopped;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test whose `page`, `request` and `baseURL` reach a server of its own, started once per
 * worker: for specs that change what other specs read on the shared server (the catalogue's
 * counts, the festive banner). Contexts a test opens itself take `own.url` as their baseURL.
 */
export const testOnOwnServer = base.extend<object, { own: OwnServer }>({
  own: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ own }, use) => use(own.url),
});
