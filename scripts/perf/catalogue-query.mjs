// `npm run bench:catalogue`: the uncached catalogue query (what GET /api/courses runs on a
// read-cache miss) timed on the database at DATABASE_URL, or on a fresh embedded one seeded
// here: median and p95 over every sort, the first pages, with and without a category filter.
// Compare a normal seed with `npm run db:seed -- --large` (docs/decisions/150-performance.md).
import { register } from 'tsx/esm/api';

register();
const { openDatabase } = await import('../../apps/server/src/db/client.ts');
const { listCourses } = await import('../../apps/server/src/modules/courses/queries.ts');
const { courseListQuery } = await import('../../packages/shared/src/index.ts');

const ROUNDS = Number(process.env.ROUNDS ?? 15);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the seeded database to measure.');
const database = await openDatabase({ databaseUrl, dataDir: '' });

const queries = [];
for (const sort of ['popular', 'newest', 'rating', 'price-low', 'price-high']) {
  for (const page of [1, 2, 5]) {
    queries.push({ sort, page, limit: '12' });
    queries.push({ sort, page, limit: '12', category: 'Web Development' });
  }
}
queries.push({ page: 1, limit: '12', search: 'python' });

const times = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const raw of queries) {
    const query = courseListQuery.parse(raw);
    const start = performance.now();
    await listCourses(database.db, query);
    if (round > 0) times.push(performance.now() - start); // round 0 warms the connection and plans
  }
}
await database.close();
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.info(
  `catalogue query, ${times.length} timings: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
);
