import autocannon, { type Options, type Result } from 'autocannon';
import { PASSWORD } from '../helpers/fixtures.ts';
import { type Instance, startInstance } from '../helpers/instance.ts';
import { startNginx } from '../helpers/nginx.ts';
import { freshDatabase } from '../helpers/postgres.ts';
import { oneProxyHop } from '../helpers/trust-proxy.ts';
import { accessLogReport, liveHeapReport, type MemorySample, memoryReport, sampleMemory } from './report.ts';
import { prepareLoad } from './setup.ts';

/**
 * npm run load: 60 s of mixed traffic at 100 connections through nginx against two instances
 * on one fresh PostgreSQL database and Redis (issue 18). Prints requests, errors and each
 * instance's resident memory, first 10 s against last 10 s. Exit code 1 on any error or growth
 * of 10 % or more.
 */
const DURATION_S = Number(process.argv[2] ?? 60);
/**
 * The same traffic first, unmeasured for memory (its errors still count): a cold process forms
 * its working set (compiled code, pool connections, a live heap of about 53 MB) in its first
 * 20-30 s, which is start-up, not growth under load (docs/decisions/142). `npm run load -- 60 0`
 * measures from cold.
 */
const WARMUP_S = Number(process.argv[3] ?? 30);
const CONNECTIONS = 100;
const SEARCHES = ['python', 'react', 'data', 'java', 'design', 'cloud', 'sql', 'tamil', 'web', 'machine'];

const database = await freshDatabase();
const data = await prepareLoad(database.url, 1500);
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: 'redis://127.0.0.1:6379',
  TRUST_PROXY: oneProxyHop(),
  LOG_LEVEL: 'warn',
};
// --trace-gc (full collections only) lets the report tell live memory from garbage not yet collected.
const nodeArgs = ['--trace-gc', '--trace-gc-ignore-scavenger'];
const instances: Instance[] = await Promise.all([startInstance(env, nodeArgs), startInstance(env, nodeArgs)]);
await Promise.all(instances.map((i) => i.ready()));
const nginx = await startNginx([instances[0]?.port ?? 0, instances[1]?.port ?? 0]);

let n = 0;
const pick = <T>(list: T[]): T => list[n++ % list.length] as T;
let learner = 0;
const nextLearner = () => data.learners[learner++ % data.learners.length]?.token ?? '';
const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

// Each kind of traffic is its own autocannon run, at a rate the per-address limits allow
// (every request comes from this one address through nginx).
const mixes: { name: string; options: Partial<Options> }[] = [
  {
    name: 'browse',
    options: {
      connections: 70,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/courses?page=${1 + (n++ % 5)}` }) },
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/courses/${pick(data.courseIds)}` }) },
        { method: 'GET', path: '/api/events' },
        {
          method: 'GET',
          setupRequest: (r) => ({ ...r, path: `/api/reviews/course/${pick(data.reviewCourseIds)}` }),
        },
        { method: 'GET', path: '/api/courses/stats/overview' },
      ],
    },
  },
  {
    name: 'search',
    options: {
      connections: 20,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/courses?search=${pick(SEARCHES)}` }) },
      ],
    },
  },
  {
    name: 'sign-in',
    options: {
      connections: 2,
      overallRate: 1,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: json(),
          setupRequest: (r) => ({
            ...r,
            body: JSON.stringify({ email: pick(data.signInEmails), password: PASSWORD }),
          }),
        },
      ],
    },
  },
  {
    name: 'enrolment',
    options: {
      connections: 4,
      overallRate: 10,
      requests: [
        {
          method: 'POST',
          path: `/api/events/enroll/${data.eventId}`,
          setupRequest: (r) => ({ ...r, headers: json(nextLearner()), body: '{}' }),
        },
      ],
    },
  },
  {
    name: 'reviews',
    options: {
      connections: 4,
      overallRate: 10,
      requests: [
        {
          method: 'POST',
          path: '/api/reviews',
          setupRequest: (r) => {
            const i = review++;
            const token = data.learners[i % data.learners.length]?.token ?? '';
            const courseId = data.reviewCourseIds[Math.floor(i / data.learners.length)] ?? '';
            const body = {
              course_id: courseId,
              rating: 1 + (i % 5),
              comment: `Load review number ${i}, clear lessons.`,
            };
            return { ...r, headers: json(token), body: JSON.stringify(body) };
          },
        },
      ],
    },
  },
];
let review = 0;

const memory: MemorySample[] = [];
const stopSampling = sampleMemory(instances, memory);

/**
 * Every failure with its cause: autocannon's own `errors` already include its timeouts, so they
 * are not added twice; a non-2xx answer is recorded with its body.
 */
const failures: string[] = [];
const runMix = (name: string, options: Partial<Options>, duration: number) =>
  new Promise<Result>((resolve, reject) => {
    const requests = options.requests?.map((r) => ({
      ...r,
      onResponse: (status: number, body: string) => {
        if (status >= 300) failures.push(`${name}: ${status} ${body.slice(0, 200)}`);
      },
    }));
    const tracker = autocannon(
      { url: nginx.https, duration, ...options, requests } as Options,
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    tracker.on('reqError', (err: Error) => failures.push(`${name}: ${err.message}`));
  });
const runAll = (duration: number) =>
  Promise.all(
    mixes.map(async ({ name, options }) => ({ name, result: await runMix(name, options, duration) })),
  );
const warmup = WARMUP_S > 0 ? await runAll(WARMUP_S) : [];
const measuredFrom = memory.at(-1)?.t ?? 0;
const results = await runAll(DURATION_S);
stopSampling();

let errors = warmup.reduce((sum, { result }) => sum + result.errors + result.non2xx, 0);
console.info(`\nwarm-up: ${WARMUP_S} s of the same traffic, errors ${errors}`);
console.info(`\n${DURATION_S} s, ${CONNECTIONS} connections through nginx to two instances`);
for (const { name, result } of results) {
  const bad = result.errors + result.non2xx;
  errors += bad;
  console.info(
    `${name.padEnd(10)} ${String(result.requests.total).padStart(7)} requests  ${String(Math.round(result.requests.average)).padStart(5)}/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms  errors ${bad} (timeouts ${result.timeouts})`,
  );
}
const { worst, lines } = memoryReport(memory, instances, measuredFrom, measuredFrom + DURATION_S);
for (const line of [...lines, ...liveHeapReport(instances)]) console.info(line);
for (const line of accessLogReport(nginx.accessLog)) console.info(line);
console.info(`errors: ${errors}`);
for (const failure of failures.slice(0, 20)) console.info(`  ${failure}`);

await nginx.stop();
await Promise.all(instances.map((i) => i.stop()));
await database.drop();
process.exit(errors === 0 && worst < 0.1 ? 0 : 1);
