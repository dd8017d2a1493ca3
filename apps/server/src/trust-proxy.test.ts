import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from './test/harness.ts';

/** docs/decisions/103: only the configured proxies may say who the client is. */
async function addressSeen(env: Record<string, string>, forwardedFor: string): Promise<string> {
  const { app } = await testApp({
    env,
    extend: (a: FastifyInstance) => a.get('/test/ip', async (request) => ({ ip: request.ip })),
  });
  try {
    const res = await app.inject({
      url: '/test/ip',
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return res.json().ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('believes no forwarded address by default', async () => {
    expect(await addressSeen({}, '203.0.113.7')).toBe('10.0.0.9');
  });

  it('with one hop, takes the address our proxy saw, not what the client wrote before it', async () => {
    expect(await addressSeen({ TRUST_PROXY: '1' }, 'forged-by-client, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('with a list, believes only those proxies', async () => {
    expect(await addressSeen({ TRUST_PROXY: '10.0.0.9' }, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen({ TRUST_PROXY: '10.0.0.1' }, '203.0.113.7')).toBe('10.0.0.9');
  });
});
