import { cfOk, type StandIn, startStandIn } from '@kalvi/server/test-support/feed-stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse, insertEvent, insertLearners, post, signIn, uniqueName } from './helpers/fixtures.ts';
import { type Instance, metricsOf, sample, startInstance } from './helpers/instance.ts';
import { type Nginx, startNginx } from './helpers/nginx.ts';
import { freshDatabase, query } from './helpers/postgres.ts';
import { oneProxyHop } from './helpers/trust-proxy.ts';

/**
 * Two instances on one fresh PostgreSQL database and one Redis, behind nginx with the
 * configuration in deploy/ (issue 18). Requests go to a named instance where the check is
 * about the instances agreeing, and through nginx otherwise.
 */
describe('two instances behind nginx', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let codeforces: StandIn;
  let a: Instance;
  let b: Instance;
  let nginx: Nginx;
  let releaseFeed: () => void = () => {};

  beforeAll(async () => {
    database = await freshDatabase();
    let release = Promise.resolve();
    codeforces = await startStandIn('/api', async () => {
      await release;
      return cfOk([{ contestId: 7, index: 'B', name: 'Shared once', rating: 900, tags: ['dp'] }]);
    });
    release = new Promise((r) => {
      releaseFeed = r;
    });
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      CODEFORCES_API_URL: codeforces.baseUrl,
      TRUST_PROXY: oneProxyHop(),
      // An ordinary answer has its log line at debug only (plugins/request-log.ts); the
      // request-id and client-address check below reads that line.
      LOG_LEVEL: 'debug',
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    await Promise.all([a.ready(), b.ready()]);
    nginx = await startNginx([a.port, b.port]);
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await codeforces?.close();
    await database?.drop();
  });

  it('serves over TLS with compression, redirects plain HTTP, and passes the real client address', async () => {
    const redirect = await fetch(`${nginx.http}/courses`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toMatch(/^https:\/\/localhost/);

    const res = await fetch(`${nginx.https}/api/courses?limit=50`, {
      headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'forged' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const id = res.headers.get('x-request-id') ?? '';
    // nginx's own id replaces whatever the client sent, and the app logs under it.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const line = await Promise.race(
      [a, b].map((i) => i.waitForLog((l) => l.reqId === id && l.msg === 'answer')),
    );
    // The client's forged X-Forwarded-For is not believed: nginx's own address for the client is.
    expect(line.ip).toBe('127.0.0.1');
  });

  it('a session made on one instance is valid on the other', async () => {
    const [email = ''] = await insertLearners(database.url, 1);
    const token = await signIn(a.url, email);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(email);
  });

  it('rate limits are counted across both instances', async () => {
    const email = `${uniqueName('otp')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post((i % 2 ? b : a).url, '/api/auth/request-otp', { email, firstName: 'Kavya' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a review written through one instance shows at once through the other', async () => {
    const courseId = await insertCourse(database.url);
    const [email = ''] = await insertLearners(database.url, 1);
    await query(
      database.url,
      'insert into course_enrollments (user_id, course_id) select id, $2 from users where email = $1',
      [email, courseId],
    );
    const list = async () =>
      JSON.stringify(await (await fetch(`${b.url}/api/reviews/course/${courseId}`)).json());
    const comment = `Clear and patient teaching ${Date.now()}`;
    expect(await list()).not.toContain(comment);
    const token = await signIn(a.url, email);
    const written = await post(a.url, '/api/reviews', { course_id: courseId, rating: 5, comment }, token);
    expect(written.status).toBe(201);
    expect(await list()).toContain(comment);
  });

  it('50 learners racing through both instances for the last 3 seats get exactly 3', async () => {
    const eventId = await insertEvent(database.url, 10, 3);
    const emails = await insertLearners(database.url, 50);
    const tokens: string[] = [];
    for (const email of emails) tokens.push(await signIn(nginx.https, email));
    const answers = await Promise.all(
      tokens.map((token, i) => post((i % 2 ? b : a).url, `/api/events/enroll/${eventId}`, {}, token)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    const { rows } = await query<{ taken: number; enrolled: string }>(
      database.url,
      `select seats_taken as taken, (select count(*) from event_enrollments where event_id = $1) as enrolled
       from events where id = $1`,
      [eventId],
    );
    expect(rows[0]).toEqual({ taken: 10, enrolled: '3' });
  });

  it('concurrent misses for the same feed on both instances make one upstream call', async () => {
    const path = '/api/feeds/problems?tag=dp';
    const answers = Promise.all([fetch(`${a.url}${path}`), fetch(`${b.url}${path}`)]);
    // One instance holds the Redis lock and calls; the other says it waits for that copy.
    await Promise.race(
      [a, b].map((i) => i.waitForLog((l) => l.msg.startsWith('feed cache: another instance'))),
    );
    releaseFeed();
    const [fromA, fromB] = await answers;
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(JSON.stringify(await fromA.json())).toContain('Shared once');
    expect(JSON.stringify(await fromB.json())).toContain('Shared once');
    expect(codeforces.calls).toHaveLength(1);
  });

  it('scheduled jobs (the seat-hold sweeper) run on one instance, and another takes over when it stops', async () => {
    const leaders = async (instances: Instance[]) =>
      await Promise.all(instances.map(async (i) => sample(await metricsOf(i), 'kalvi_scheduler_leader')));
    expect((await leaders([a, b])).sort()).toEqual([0, 1]);
    const [leaderA] = await leaders([a]);
    const [leader, follower] = leaderA === 1 ? [a, b] : [b, a];
    expect(await leader.stop()).toBe(0);
    await follower.waitForLog((l) => l.msg === 'this instance now runs the scheduled jobs');
    expect(await leaders([follower])).toEqual([1]);
  });
});
