// `npm run bench:api`: the API under load (docs/product/budgets.md#api-throughput). For each
// endpoint, autocannon at 50 connections against the built server and against a bare Node
// server sending the same bytes, in the same run; prints requests/s, the ratio and p99.
// BENCH_DATABASE_URL=postgres://... measures on PostgreSQL instead of the embedded PGlite.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './start-server.mjs';

const ENDPOINTS = ['/api/courses?page=1&limit=10', '/api/events?page=1'];
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_S = 5;

const run = (url) =>
  autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    warmup: { connections: CONNECTIONS, duration: 2 },
  });

async function startBare(contentType, body) {
  const dir = mkdtempSync(join(tmpdir(), 'kalvi-bare-'));
  const file = join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify({ contentType, body: body.toString('base64') }));
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await startServer({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
const rows = [];
try {
  // An empty list is the cheapest answer there is: its ratio would flatter the server and say
  // nothing about the catalogue a learner sees (an unseeded BENCH_DATABASE_URL, say). Checked
  // before anything is measured.
  for (const path of ENDPOINTS) {
    const answer = await fetch(`${server.url}${path}`);
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    const listed = (await answer.json()).data;
    if (!Array.isArray(listed) || listed.length === 0)
      throw new Error(
        `${path} answered an empty list: seed the database first (DATABASE_URL=... npm run db:seed)`,
      );
  }
  // Every endpoint is warmed before any is measured: the code they share (routing, hooks, the
  // cache) is then compiled for all of them, and the first one measured is not the one that pays.
  for (const path of ENDPOINTS) {
    await autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: WARM_S });
  }
  for (const path of ENDPOINTS) {
    const answer = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    const body = Buffer.from(await answer.arrayBuffer());
    const bare = await startBare(answer.headers.get('content-type') ?? 'application/json', body);
    try {
      const floor = await run(`${bare.url}${path}`);
      const app = await run(`${server.url}${path}`);
      if (app.non2xx || app.errors)
        throw new Error(`${path}: ${app.non2xx} non-2xx answers, ${app.errors} errors`);
      rows.push({ path, bytes: body.length, floor, app });
    } finally {
      bare.stop();
    }
  }
} finally {
  await server.stop();
}

console.info(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}\n`,
);
console.info('| Endpoint | Bytes | Bare Node req/s | Kalvi req/s | Ratio | Kalvi p99 | Bare p99 |');
console.info('|---|---|---|---|---|---|---|');
for (const { path, bytes, floor, app } of rows) {
  const ratio = app.requests.average / floor.requests.average;
  console.info(
    `| GET ${path} | ${bytes} | ${Math.round(floor.requests.average)} | ${Math.round(app.requests.average)} | ${ratio.toFixed(2)} | ${app.latency.p99} ms | ${floor.latency.p99} ms |`,
  );
}
