import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { testApp } from './test/harness.ts';

describe('the HTTP foundation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp({
      extend: (a) => {
        a.post('/api/test/echo', async (request) => ({ success: true, data: request.body }));
        a.get('/api/test/boom', async () => {
          throw new Error('a bug');
        });
      },
    }));
  });
  afterAll(() => app.close());

  it('answers health with the database reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    expect(res.headers['x-request-id']).toMatch(/[\w-]+/);
  });

  it('answers unknown API paths with 404 in the failure envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No API route matches GET /api/no-such-thing' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });

  it('answers a thrown bug with 500 and a neutral message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong' });
  });

  it('publishes the OpenAPI description and the docs page', async () => {
    const spec = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
    expect(Object.keys(spec.json().paths)).toContain('/api/health');
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('sends a strict Content-Security-Policy without inline scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const broken = await openDatabase({ dataDir: 'memory://' });
    await broken.close();
    const { app } = await testApp({ database: broken });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: 'The database is not answering' });
    await app.close();
  });
});
