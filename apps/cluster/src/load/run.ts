import autocannon, { type Options, type Result } from 'autocannon';
import { PASSWORD } from '../helpers/fixtures.ts';
import { type Instance, metricsOf, sample, startInstance } from '../helpers/instance.ts';
import { startNginx } from '../helpers/nginx.ts';
import { freshDatabase } from '../helpers/postgres.ts';
import { oneProxyHop } from '../helpers/trust-proxy.ts';
import { prepareLoad } from './setup.ts';

/**
 * npm run load: 60 s of mixed traffic at 100 connections through nginx against two instances
 * on one fresh PostgreSQL database and Redis (issue 18). Prints requests, errors and each
 * instance's resident memory, first 10 s against last 10 s. Exit code 1 on any error or growth
 * of 10 % or more.
 */
const DURATION_S = Number(process.argv[2] ?? 60);
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
const instances: Instance[] = await Promise.all([startInstance(env), startInstance(env)]);
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

const memory: { t: number; rss: number[]; heap: number[] }[] = [];
const started = Date.now();
const sampler = setInterval(async () => {
  const texts = await Promise.all(instances.map((i) => metricsOf(i)));
  memory.push({
    t: (Date.now() - started) / 1000,
    rss: texts.map((m) => sample(m, 'kalvi_process_resident_memory_bytes')),
    heap: texts.map((m) => sample(m, 'kalvi_nodejs_heap_size_used_bytes')),
  });
}, 1000);

const results: { name: string; result: Result }[] = await Promise.all(
  mixes.map(async ({ name, options }) => ({
    name,
    result: await autocannon({ url: nginx.https, duration: DURATION_S, ...options } as Options),
  })),
);
clearInterval(sampler);

const mb = (b: number) => Math.round(b / 1024 / 1024);
let errors = 0;
console.info(`\n${DURATION_S} s, ${CONNECTIONS} connections through nginx to two instances`);
for (const { name, result } of results) {
  const bad = result.errors + result.timeouts + result.non2xx;
  errors += bad;
  console.info(
    `${name.padEnd(10)} ${String(result.requests.total).padStart(7)} requests  ${String(Math.round(result.requests.average)).padStart(5)}/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${bad}`,
  );
}
const first = memory.filter((m) => m.t <= 10);
const last = memory.filter((m) => m.t > DURATION_S - 10);
let worst = 0;
instances.forEach((instance, k) => {
  const avg = (list: typeof memory, what: 'rss' | 'heap') =>
    list.reduce((s, m) => s + (m[what][k] ?? 0), 0) / Math.max(1, list.length);
  const [a, b] = [avg(first, 'rss'), avg(last, 'rss')];
  const growth = (b - a) / a;
  worst = Math.max(worst, growth);
  console.info(
    `instance ${k + 1} (:${instance.port}) resident memory: first 10 s ${mb(a)} MB, last 10 s ${mb(b)} MB, growth ${(growth * 100).toFixed(1)} %; heap used ${mb(avg(first, 'heap'))} -> ${mb(avg(last, 'heap'))} MB`,
  );
});
for (const instance of instances) {
  const m = await metricsOf(instance);
  console.info(
    `instance :${instance.port} read cache ${mb(sample(m, 'kalvi_cache_bytes{cache="read"}'))} MB, hit ratio ${sample(m, 'kalvi_cache_hit_ratio{cache="read"}').toFixed(3)}`,
  );
}
console.info(`errors: ${errors}`);

await nginx.stop();
await Promise.all(instances.map((i) => i.stop()));
await database.drop();
process.exit(errors === 0 && worst < 0.1 ? 0 : 1);
