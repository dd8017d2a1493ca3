import { afterEach, describe, expect, it } from 'vitest';
import { type StandIn, startStandIn } from '../test/feed-stand-ins.ts';
import { UpstreamError, upstream } from './upstream.ts';

const open: StandIn[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

async function service() {
  const standIn = await startStandIn('', () => ({ body: '{"ok":true}' }));
  open.push(standIn);
  return standIn;
}

describe('upstream', () => {
  it('spaces the calls to one service and sends its User-Agent and Accept', async () => {
    const standIn = await service();
    const call = upstream({
      name: 'Test',
      timeoutMs: 2000,
      spacingMs: 150,
      userAgent: 'KalviTest/1',
      accept: 'application/json',
    });
    const started = Date.now();
    const bodies = await Promise.all([
      call(`${standIn.baseUrl}/a`),
      call(`${standIn.baseUrl}/b`),
      call(`${standIn.baseUrl}/c`),
    ]);
    expect(bodies).toEqual(Array(3).fill('{"ok":true}'));
    const [a, b, c] = standIn.calls;
    // Each call starts no sooner than its turn: 0, 150 and 300 ms after the first was asked for.
    expect((b?.at ?? 0) - started).toBeGreaterThanOrEqual(148);
    expect((c?.at ?? 0) - started).toBeGreaterThanOrEqual(298);
    expect(a?.headers['user-agent']).toBe('KalviTest/1');
    expect(a?.headers.accept).toBe('application/json');
  });

  it('refuses at once a call whose turn is further away than the timeout', async () => {
    const standIn = await service();
    const call = upstream({ name: 'Slow', timeoutMs: 100, spacingMs: 60_000, userAgent: 'x', accept: '*/*' });
    await call(standIn.baseUrl);
    await expect(call(standIn.baseUrl)).rejects.toThrow(
      new UpstreamError('Slow: too many calls waiting for their turn'),
    );
    expect(standIn.calls).toHaveLength(1);
  });

  it('rejects a non-2xx answer, a refused connection and a service that never answers', async () => {
    const standIn = await service();
    const call = upstream({ name: 'Svc', timeoutMs: 200, spacingMs: 0, userAgent: 'x', accept: '*/*' });
    standIn.respond = () => ({ status: 503, body: 'down for maintenance' });
    await expect(call(standIn.baseUrl)).rejects.toThrow('Svc answered HTTP 503: down for maintenance');
    standIn.respond = () => 'hang';
    await expect(call(standIn.baseUrl)).rejects.toThrow('Svc did not answer within 200 ms');
    await standIn.close();
    open.splice(0);
    await expect(call(standIn.baseUrl)).rejects.toThrow('Svc could not be reached');
  });
});
