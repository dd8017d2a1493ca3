import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole } from '../../test/accounts.ts';
import { testApp, unique } from '../../test/harness.ts';
import { redisAnswers } from '../../test/redis.ts';
import { courseBody } from './admin-fixture.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Publishing on one instance shows the course on every instance at once: the write drops the
 * catalogue cache here and publishes the drop on Redis (plugins/read-cache.ts), well before
 * the other instance's copy would expire (60 s).
 */
describe.runIf(await redisAnswers())('staff courses on two instances (REDIS_URL)', () => {
  let first: Awaited<ReturnType<typeof testApp>>;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await testApp({ env: { REDIS_URL } });
    ({ app: second } = await testApp({ env: { REDIS_URL }, database: first.database }));
  });
  afterAll(() => Promise.all([first.app.close(), second.close()]));

  it('a course published on one instance is in the other instance’s catalogue at once, and leaves it at once', async () => {
    const staff = await createAccountWithRole(first.app, first.database, 'staff');
    const title = unique('Two instances ');
    const listed = async () =>
      (await second.inject(`/api/courses?search=${encodeURIComponent(title)}`)).json().data.length;

    const created = await first.app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      headers: staff.auth,
      payload: courseBody({ title }),
    });
    const { id } = created.json().data;
    // The second instance caches the catalogue's answer without the draft.
    expect(await listed()).toBe(0);

    const publish = await first.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${id}/publish`,
      headers: staff.auth,
    });
    expect(publish.statusCode).toBe(200);
    await expect.poll(listed, { timeout: 5_000 }).toBe(1);

    await first.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${id}/unpublish`,
      headers: staff.auth,
    });
    await expect.poll(listed, { timeout: 5_000 }).toBe(0);
  });
});
