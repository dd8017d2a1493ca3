import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, uniqueName } from './helpers/fixtures.ts';
import { type Instance, startInstance } from './helpers/instance.ts';
import { freshDatabase } from './helpers/postgres.ts';
import { readiness } from './helpers/readiness.ts';
import { type TcpProxy, tcpProxy } from './helpers/tcp-proxy.ts';

/** The per-address limit on registration codes (docs/decisions/010): 5 in 15 minutes. */
const OTP_PER_ADDRESS = 5;

async function otpStatuses(instance: Instance, email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await post(instance.url, '/api/auth/request-otp', { email, firstName: 'Meena' });
    statuses.push(res.status);
  }
  return statuses;
}

describe('a Redis outage', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: TcpProxy;
  let instance: Instance;

  beforeAll(async () => {
    database = await freshDatabase();
    proxy = await tcpProxy({ host: '127.0.0.1', port: 6379 });
    instance = await startInstance({
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    });
    await instance.ready();
  });
  afterAll(async () => {
    await instance?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('falls back to in-process limits and caches, says so in the log, and recovers', async () => {
    await proxy.cut();

    const ready = await readiness(instance);
    expect(ready.status).toBe(503);
    expect(ready.answer.success ? undefined : ready.answer.message).toBe('Not ready: Redis is not answering');
    await instance.waitForLog((l) => l.msg.startsWith('Redis unreachable'));

    // Limits still hold while Redis is away: counted in this instance.
    const email = `${uniqueName('otp')}@example.com`;
    expect(await otpStatuses(instance, email, OTP_PER_ADDRESS + 1)).toEqual([200, 200, 200, 200, 200, 429]);
    await instance.waitForLog((l) => l.msg.startsWith('rate limits: Redis unreachable'));
    // Public reads keep working (the read cache lives in the process).
    expect((await fetch(`${instance.url}/api/courses`)).status).toBe(200);
    expect((await fetch(`${instance.url}/api/events`)).status).toBe(200);

    await proxy.restore();

    await instance.ready();
    await instance.waitForLog((l) => l.msg === 'Redis is back: rate limits and caches are shared again');
    const again = `${uniqueName('otp')}@example.com`;
    expect(await otpStatuses(instance, again, OTP_PER_ADDRESS + 1)).toEqual([200, 200, 200, 200, 200, 429]);
    await instance.waitForLog((l) => l.msg === 'rate limits: Redis is back, counting across instances again');
    expect(instance.process.exitCode).toBeNull();
  });
});
