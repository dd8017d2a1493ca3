import { describe, expect, it } from 'vitest';
import { insertCourse, insertLearners, post, signIn } from './helpers/fixtures.ts';
import type { Instance } from './helpers/instance.ts';
import { useInstanceBehindDatabaseProxy } from './helpers/outage.ts';
import { readiness } from './helpers/readiness.ts';

async function readyStatus(instance: Instance): Promise<{ status: number; message?: string }> {
  const { status, answer } = await readiness(instance);
  return { status, message: answer.success ? undefined : answer.message };
}

describe('a database outage', () => {
  const rig = useInstanceBehindDatabaseProxy();

  it('answers 503 with a clear message, keeps serving cached public pages, and recovers by itself', async () => {
    const { database, proxy, instance } = rig();
    const title = `Outage course ${Date.now()}`;
    await insertCourse(database.url, { title });
    const [email = ''] = await insertLearners(database.url, 1);
    const catalogue = `${instance.url}/api/courses?search=${encodeURIComponent(title)}`;
    const before = await fetch(catalogue);
    expect(before.status).toBe(200);
    const cachedBody = await before.text();
    expect(cachedBody).toContain(title);

    await proxy.cut();

    expect(await readyStatus(instance)).toEqual({
      status: 503,
      message: 'Not ready: the database is not answering',
    });
    const during = await fetch(catalogue);
    expect(during.status).toBe(200);
    expect(await during.text()).toBe(cachedBody);
    const login = await post(instance.url, '/api/auth/login', { email, password: 'password123' });
    expect(login.status).toBe(503);
    expect(((await login.json()) as { message: string }).message).toMatch(
      /cannot reach its database.*try again/,
    );
    const uncached = await fetch(`${instance.url}/api/courses?search=never-asked-before`);
    expect(uncached.status).toBe(503);
    expect(instance.process.exitCode).toBeNull();

    await proxy.restore();

    await instance.ready();
    expect((await readyStatus(instance)).status).toBe(200);
    const token = await signIn(instance.url, email);
    expect(token.length).toBeGreaterThan(10);
    expect((await fetch(`${instance.url}/api/courses?search=never-asked-before`)).status).toBe(200);
  });
});
