import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountRateKey } from './rate-limit.ts';

const request = (user: { id: string } | null, headers: Record<string, string> = {}, ip = '203.0.113.9') =>
  ({ user, headers, ip }) as unknown as FastifyRequest;

describe('accountRateKey', () => {
  it('counts per verified account, never per header bytes (and never keeps a token as a key)', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-session.signature';
    const key = accountRateKey(request({ id: 'acc-1' }, { authorization: `Bearer ${token}` }));
    expect(key).toBe('account:acc-1');
    expect(
      accountRateKey(request({ id: 'acc-1' }, { authorization: `Bearer  ${token}` }, '198.51.100.1')),
    ).toBe(key);
    expect(accountRateKey(request({ id: 'acc-2' }, { authorization: `Bearer ${token}` }))).not.toBe(key);
  });

  it('falls back to the client address when no account signed the request in', () => {
    expect(accountRateKey(request(null, { authorization: 'Bearer forged' }))).toBe('203.0.113.9');
  });
});
