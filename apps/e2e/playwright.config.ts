import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/*
 * Playwright evaluates this file in the runner and again in every worker. The port and the
 * data directory are chosen once, in the runner, and handed to the workers through the
 * environment they inherit.
 */
function freePort(): number {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();})",
    ],
    { encoding: 'utf8' },
  );
  const port = Number(probe.stdout);
  return Number.isInteger(port) && port > 0 ? port : 3917;
}

if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
// The shared server's WhatsApp stand-in listens here, so the specs can read what it accepted.
if (!process.env.E2E_WHATSAPP_PORT) process.env.E2E_WHATSAPP_PORT = String(freePort());
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'kalvi-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  // Runs in the runner only, after Playwright has stopped the server.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

/** The specs on a server of their own (support/own-server.ts). */
const OWN_SERVER_SPECS = /(admin-(courses|events|settings)|event-(waitlist|checkout))\.spec\.ts$/;

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // CI's machine has two cores: with two workers, two browsers and the server share them and a
  // ten-step journey could pass 30 s while every step was correct. One worker there; two here.
  workers: process.env.CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI ? [['list'], ['line']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // The service worker precaches the learner's code in every new browser; the journeys that are
    // not about it run without, so each does not download the app twice. offline.spec.ts allows
    // it (docs/decisions/185-offline-and-installable.md).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: OWN_SERVER_SPECS },
    // These start a server of their own (support/own-server.ts): seeding it takes the machine's
    // CPU for a while, which starved the specs running beside them on the shared server. They
    // run after all the others.
    { name: 'own-server', use: browser, testMatch: OWN_SERVER_SPECS, dependencies: ['chromium'] },
  ],
  webServer: {
    // The real product, as `npm start` runs it: builds the web app when stale, then serves it with the API.
    // The wrapper first starts local stand-ins for Codeforces, arXiv and Wikipedia and points the
    // server's *_API_URL at them (support/feed-stand-ins.ts), so no test reaches the internet.
    command: 'node --import tsx support/start-with-stand-ins.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Empty means the embedded database; a PostgreSQL run sets E2E_DATABASE_URL.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  },
});
