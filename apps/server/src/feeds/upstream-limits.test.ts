import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FEED_REQUESTS_PER_MINUTE } from '../modules/feeds/routes.ts';
import { testApp } from '../test/harness.ts';
import { UpstreamError, upstream } from './upstream.ts';

/** docs/decisions/109: a bounded upstream body, and a per-client limit on the feed proxy. */
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((done) => s.close(done));
});

/** A service that streams `bytes` bytes, with or without saying how many first. */
async function endless(bytes: number, declare: boolean): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(200, declare ? { 'content-length': String(bytes) } : {});
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('error', () => {});
    pump();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const call = (maxBytes: number) =>
  upstream({ name: 'Big', timeoutMs: 5000, spacingMs: 0, userAgent: 't', accept: '*/*', maxBytes });

describe('upstream body bound', () => {
  it('refuses an answer longer than the bound, streamed without a length', async () => {
    const url = await endless(4 * 1024 * 1024, false);
    await expect(call(1024 * 1024)(url)).rejects.toThrow(UpstreamError);
  });

  it('refuses a declared length over the bound before reading it', async () => {
    const url = await endless(4 * 1024 * 1024, true);
    await expect(call(1024 * 1024)(url)).rejects.toThrow(/more than the 1048576 we read/);
  });

  it('reads an answer within the bound', async () => {
    const url = await endless(256 * 1024, false);
    expect((await call(1024 * 1024)(url)).length).toBe(256 * 1024);
  });
});

describe('feed proxy limit', () => {
  it('limits each client, and only that client', { timeout: 90_000 }, async () => {
    const closed = 'http://127.0.0.1:9';
    const { app } = await testApp({
      env: { CODEFORCES_API_URL: closed, ARXIV_API_URL: closed, WIKIPEDIA_API_URL: closed },
    });
    try {
      const ask = (remoteAddress: string) =>
        app.inject({ url: '/api/feeds/problems?page=abc', remoteAddress });
      for (let i = 0; i < FEED_REQUESTS_PER_MINUTE; i++)
        expect((await ask('10.20.0.1')).statusCode).toBe(400);
      const limited = await ask('10.20.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests/);
      expect((await ask('10.20.0.2')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
