// `npm run bench:unread-poll -w apps/server`: the catalogue's p99 alone for 60 s, then with 200
// signed-in learners polling their unread count (If-None-Match, one poll each every 2 s) for
// 60 s. Issue 30's target: p99 with the pollers within 1.5x of p99 without
// (docs/decisions/176-notifications-real-time.md). Prints both, the pollers' own p50/p99 and
// how many polls were answered 304.
import { parseArgs } from 'node:util';
import { seedDatabase } from '../src/db/seed/index.ts';
import { someNotification } from '../src/modules/notifications/fixture.ts';
import { createTestUser, testApp } from '../src/test/harness.ts';
import { catalogueLatencies, percentile } from './catalogue-sampler.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    every: { type: 'string', default: '2000' },
  },
});
const CLIENTS = Number(values.clients);
const MS = Number(values.seconds) * 1000;
const EVERY = Number(values.every);

const { app, database } = await testApp({ jobs: { pollMs: 60_000 } });
await seedDatabase(database.db, { log: () => {} });
const learners = await Promise.all(Array.from({ length: CLIENTS }, () => createTestUser(app, database)));
for (const [i, l] of learners.entries()) {
  for (let n = 0; n < 3; n += 1) await someNotification(app, l.id, `bench:${l.id}:${i}:${n}`);
}
// Warm up the catalogue's cache and the pollers' query plans.
await catalogueLatencies(app, 3000);

const alone = await catalogueLatencies(app, MS);

let stop = false;
const pollTimes: number[] = [];
const statuses: Record<number, number> = {};
const poller = async (auth: { authorization: string }, offset: number) => {
  await new Promise((r) => setTimeout(r, offset));
  let etag: string | undefined;
  while (!stop) {
    const started = performance.now();
    const res = await app.inject({
      url: '/api/notifications/unread-count',
      headers: { ...auth, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    pollTimes.push(performance.now() - started);
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    etag = (res.headers.etag as string | undefined) ?? etag;
    await new Promise((r) => setTimeout(r, EVERY));
  }
};
const polling = learners.map((l, i) => poller(l.auth, (i * EVERY) / CLIENTS));
const loaded = await catalogueLatencies(app, MS);
stop = true;
await Promise.all(polling);
pollTimes.sort((a, b) => a - b);

const p99Alone = percentile(alone, 99);
const p99Loaded = percentile(loaded, 99);
console.info(
  JSON.stringify(
    {
      clients: CLIENTS,
      pollEveryMs: EVERY,
      catalogue: {
        alone: { n: alone.length, p50: +percentile(alone, 50).toFixed(2), p99: +p99Alone.toFixed(2) },
        withPollers: {
          n: loaded.length,
          p50: +percentile(loaded, 50).toFixed(2),
          p99: +p99Loaded.toFixed(2),
        },
        ratio: +(p99Loaded / p99Alone).toFixed(2),
      },
      polls: {
        n: pollTimes.length,
        p50: +percentile(pollTimes, 50).toFixed(2),
        p99: +percentile(pollTimes, 99).toFixed(2),
        statuses,
      },
    },
    null,
    2,
  ),
);
await app.close();
await database.close();
