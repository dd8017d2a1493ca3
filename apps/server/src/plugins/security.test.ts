import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/harness.ts';

/**
 * Exactly the headers @fastify/helmet sent before the headers were computed once
 * (docs/decisions/158-api-near-the-floor.md), recorded from the server at that commit.
 */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';script-src 'self' https://checkout.razorpay.com;style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://cdn.razorpay.com;font-src 'self' data:;connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com;frame-src https://api.razorpay.com https://checkout.razorpay.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp());
  });
  afterAll(() => app.close());

  it.each([
    ['an answer', 'GET', '/api/health', {}, 200],
    ['a cached list', 'GET', '/api/events?page=1', {}, 200],
    ['an unknown API path', 'GET', '/api/no-such-thing', {}, 404],
    ['a refused cross-site write', 'POST', '/api/auth/login', { origin: 'https://evil.example' }, 403],
  ] as const)('are the same on %s', async (_name, method, url, headers, status) => {
    const res = await app.inject({ method, url, headers });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
