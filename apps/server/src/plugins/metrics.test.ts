import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../test/harness.ts';

const TOKEN = 'metrics-token-for-tests-0123';

beforeAll(async () => {
  await testDatabase();
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const { app } = await testApp();
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses a scraper without the token and reports requests, caches, pool, queue and payments with it', async () => {
    const { app } = await testApp({ env: { METRICS_TOKEN: TOKEN } });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-same-len' } }))
        .statusCode,
    ).toBe(401);

    await app.inject({ url: '/api/courses' });
    await app.inject({ url: '/api/courses' });
    await app.inject({ method: 'POST', url: '/api/payments/verify-payment', payload: {} });
    app.metrics.setJobQueueDepth('reminders', 4);

    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /kalvi_http_request_duration_seconds_count\{method="GET",route="\/api\/courses",status_code="200"\} 2/,
    );
    expect(text).toMatch(/kalvi_cache_lookups_total\{cache="read",result="hit"\} [1-9]/);
    expect(text).toMatch(/kalvi_cache_hit_ratio\{cache="read"\} 0\.\d+/);
    expect(text).toContain('kalvi_db_pool_connections{state="total"}');
    expect(text).toContain('kalvi_job_queue_depth{queue="reminders"} 4');
    expect(text).toMatch(/kalvi_payments_total\{channel="verify",outcome="refused"\} 1/);
    expect(text).toContain('kalvi_scheduler_leader 1');
    expect(text).toContain('kalvi_process_resident_memory_bytes');
    await app.close();
  });
});

describe('GET /api/ready', () => {
  it('answers 200 while the database answers', async () => {
    const { app } = await testApp();
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ready', redis: false } });
    await app.close();
  });
});
