import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Nginx, startNginx } from './helpers/nginx.ts';

/**
 * The shipped nginx configuration logs a reset or invoice link without its token
 * (docs/decisions/166). Two plain HTTP stand-ins take the instances' places: what is checked is
 * nginx's own log, so no server, database or Redis is started.
 */
describe("nginx's access log", () => {
  const received: string[] = [];
  const upstreams: Server[] = [];
  let nginx: Nginx;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const upstream = createServer((req, res) => {
        received.push(req.url ?? '');
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      });
      upstream.listen(0, '127.0.0.1');
      await once(upstream, 'listening');
      upstreams.push(upstream);
    }
    const [a, b] = upstreams.map((u) => (u.address() as AddressInfo).port);
    nginx = await startNginx([a ?? 0, b ?? 0]);
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const upstream of upstreams) upstream.close();
  });

  const logged = () =>
    readFileSync(nginx.accessLog, 'utf8')
      .split('\n')
      .filter((line) => line && !line.includes('/api/health'));

  it('keeps the path of a link that carries a token, never the token; other queries stay', async () => {
    const requests: Array<[string, RequestInit]> = [
      [`${nginx.https}/reset-password?token=SECRET-reset`, {}],
      [`${nginx.https}/api/payments/invoices/4f1c?token=SECRET-invoice`, {}],
      [`${nginx.https}/api/courses?limit=5&access_token=SECRET-bearer`, {}],
      [`${nginx.http}/reset-password/?token=SECRET-plain-http`, { redirect: 'manual' }],
      [
        `${nginx.https}/assets/app.js`,
        { headers: { referer: `${nginx.https}/reset-password?token=SECRET-referer` } },
      ],
      [`${nginx.https}/api/courses?q=python&limit=5`, {}],
    ];
    for (const [url, init] of requests) {
      const res = await fetch(url, init);
      await res.arrayBuffer();
      expect(res.status).toBe(url.startsWith(nginx.http) ? 301 : 200);
    }
    // The app still gets the whole link: only the log forgets the token.
    expect(received).toContain('/reset-password?token=SECRET-reset');
    expect(received).toContain('/api/payments/invoices/4f1c?token=SECRET-invoice');

    await expect.poll(() => logged().length).toBe(requests.length);
    const log = logged().join('\n');
    expect(log).not.toContain('SECRET');
    expect(log).not.toContain('token');
    expect(log).toMatch(/"GET \/reset-password HTTP\/[\d.]+" 200 /);
    expect(log).toMatch(/"GET \/api\/payments\/invoices\/4f1c HTTP\/[\d.]+" 200 /);
    expect(log).toMatch(/"GET \/api\/courses HTTP\/[\d.]+" 200 /);
    expect(log).toMatch(/"GET \/reset-password\/ HTTP\/[\d.]+" 301 /);
    expect(log).toMatch(
      /"GET \/assets\/app\.js HTTP\/[\d.]+" 200 \d+ "https:\/\/localhost:\d+\/reset-password" /,
    );
    // A query without a token is what it was, and the answering instance and request id are there.
    expect(log).toMatch(
      /"GET \/api\/courses\?q=python&limit=5 HTTP\/[\d.]+" 200 .* "127\.0\.0\.1:\d+" "200" "[\d.]+" [0-9a-f]{32}$/m,
    );
  });
});
