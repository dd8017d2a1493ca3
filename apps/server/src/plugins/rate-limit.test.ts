import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionRateKey } from './rate-limit.ts';

const request = (headers: Record<string, string>, ip = '203.0.113.9') =>
  ({ headers, ip }) as unknown as FastifyRequest;

describe('sessionRateKey', () => {
  it('counts per session without keeping the bearer token itself as a key (the store may be Redis)', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-session.signature';
    const key = sessionRateKey(request({ authorization: `Bearer ${token}` }));
    expect(key).not.toContain(token);
    expect(key).not.toContain('secret-session');
    expect(sessionRateKey(request({ authorization: `Bearer ${token}` }, '198.51.100.1'))).toBe(key);
    expect(sessionRateKey(request({ authorization: 'Bearer another' }))).not.toBe(key);
  });

  it('falls back to the client address without a token', () => {
    expect(sessionRateKey(request({}))).toBe('203.0.113.9');
  });
});
