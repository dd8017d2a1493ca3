import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from './helpers/instance.ts';
import { adminQuery, freshDatabase } from './helpers/postgres.ts';
import { readiness } from './helpers/readiness.ts';

describe('PostgreSQL ends the pool connections (a restart or failover)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let instance: Instance;

  beforeAll(async () => {
    database = await freshDatabase();
    instance = await startInstance({ DATABASE_URL: database.url });
    await instance.ready();
  });
  afterAll(async () => {
    await instance?.stop();
    await database?.drop();
  });

  it('logs the lost connections, stays up and serves again without a restart', async () => {
    // Several requests at once so the pool holds more than one connection.
    const warm = await Promise.all(Array.from({ length: 5 }, () => fetch(`${instance.url}/api/courses`)));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const { rows } = await adminQuery<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database.name],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.ended)).toBe(true);

    await instance.waitForLog((l) => l.msg.includes('database connection lost'));
    expect(instance.process.exitCode).toBeNull();
    const ready = await readiness(instance);
    expect(ready.status).toBe(200);
    const courses = await fetch(`${instance.url}/api/courses?search=nothing-cached-${Date.now()}`);
    expect(courses.status).toBe(200);
    expect(instance.process.exitCode).toBeNull();
  });
});
