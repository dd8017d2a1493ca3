import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import { redisAnswers } from '../../test/redis.ts';
import { delayAfter, FREE_FAILURES, loginThrottle } from './login-throttle.ts';

/** docs/decisions/101: per account and address, growing delays, counted before the check. */
const OWNER_PASSWORD = 'password123';
let place = 0;
const address = () => `10.7.${Math.floor(place / 250)}.${(place++ % 250) + 1}`;

describe('growing delays', () => {
  it('lets the first failures through, then doubles the wait up to a cap', () => {
    expect(delayAfter(FREE_FAILURES, FREE_FAILURES, 60_000)).toBe(0);
    expect(delayAfter(FREE_FAILURES + 1, FREE_FAILURES, 60_000)).toBe(1000);
    expect(delayAfter(FREE_FAILURES + 2, FREE_FAILURES, 60_000)).toBe(2000);
    expect(delayAfter(FREE_FAILURES + 4, FREE_FAILURES, 60_000)).toBe(8000);
    expect(delayAfter(FREE_FAILURES + 200, FREE_FAILURES, 60_000)).toBe(60_000);
  });
});

describe('in-process counts', () => {
  it('keep at most 64 addresses per account, forgetting the least recently tried', async () => {
    const throttle = loginThrottle(undefined);
    const email = 'bound@example.com';
    for (let i = 0; i <= FREE_FAILURES; i++) await throttle.reserve(email, '10.0.0.1');
    expect(await throttle.reserve(email, '10.0.0.1')).toBeGreaterThan(0);
    for (let i = 0; i < 63; i++) await throttle.reserve(email, `10.0.1.${i}`);
    // 64 addresses kept: 10.0.0.1 is still counted and still waits.
    expect(await throttle.reserve(email, '10.0.0.1')).toBeGreaterThan(0);
    await throttle.reserve(email, '10.0.2.1');
    expect(await throttle.reserve(email, '10.0.0.1')).toBe(0);
  });
});

const stores = [
  { name: 'in process', env: {} as Record<string, string>, run: true },
  { name: 'in Redis', env: { REDIS_URL: 'redis://127.0.0.1:6379' }, run: await redisAnswers() },
];

describe.each(stores)('sign-in throttle $name', ({ env, run }) => {
  let app: FastifyInstance;
  let database: Database;
  const mailer = recordingMailer();
  beforeAll(async () => {
    if (!run) return;
    ({ app, database } = await testApp({ env, mailer }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const login = (email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it.runIf(run)('counts parallel guesses before checking any of them', async () => {
    const { email } = await createTestUser(app, database);
    const from = address();
    // The clock stands still, so no delay runs out while the 100 requests are in flight.
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login(email, 'wrong-guess-1', from)),
    ).finally(() => vi.useRealTimers());
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES + 1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(100 - checked);
    expect(answers.find((a) => a.statusCode === 429)?.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ (seconds|minutes) and try again, or reset your password\.$/,
    );
  });

  it.runIf(run)('does not refuse the owner signing in from another address', async () => {
    const { email } = await createTestUser(app, database);
    const attacker = address();
    for (let i = 0; i < 20; i++) await login(email, `guess-${i}-password`, attacker);
    expect((await login(email, OWNER_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await login(email, OWNER_PASSWORD, address())).statusCode).toBe(200);
  });

  it.runIf(run)('starts again for everyone after a completed password reset', async () => {
    const { email } = await createTestUser(app, database);
    const shared = address();
    for (let i = 0; i < 20; i++) await login(email, `guess-${i}-password`, shared);
    expect((await login(email, OWNER_PASSWORD, shared)).statusCode).toBe(429);

    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: address(),
    });
    const mail = await mailer.inbox.next(email);
    const token = /token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a fresh river song' },
      remoteAddress: address(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'a fresh river song', shared)).statusCode).toBe(200);
  });

  it.runIf(run)('clears a place once its owner signs in', async () => {
    const { email } = await createTestUser(app, database);
    const from = address();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < FREE_FAILURES - 1; i++)
        expect((await login(email, 'typo-password', from)).statusCode).toBe(401);
      expect((await login(email, OWNER_PASSWORD, from)).statusCode).toBe(200);
    }
  });
});
