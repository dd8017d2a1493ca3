import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../lib/cache-control.ts';
import { registerWebApp } from './web-app.ts';

async function appWithBuiltWeb() {
  const dist = mkdtempSync(join(tmpdir(), 'kalvi-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Kalvi"}');
  const app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
  return app;
}

describe('the built web app', () => {
  it('serves hashed assets as immutable and everything else as no-cache', async () => {
    const app = await appWithBuiltWeb();
    const asset = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    // The service worker and the app's manifest are checked for a new version on every visit
    // (docs/decisions/185-offline-and-installable.md).
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/manifest\+json/);
    const page = await app.inject({ url: '/courses' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('id="root"');
  });

  it('answers 404 with the app (its not-found page) for a path outside the route map', async () => {
    const app = await appWithBuiltWeb();
    const missing = await app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('id="root"');
    expect((await app.inject({ url: '/about/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});

describe('pages travel compressed', () => {
  it('gzips a page (and a not-found page) for a browser that accepts it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kalvi-web-'));
    // Above @fastify/compress's 1 KB threshold, like every real page.
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><div id="root"></div>${'<p>Kalvi</p>'.repeat(200)}`,
    );
    const app = Fastify();
    await app.register(compress, { threshold: 1024 });
    await registerWebApp(app, dist);
    await app.ready();
    for (const url of ['/courses', '/no-such-page']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.rawPayload).toString()).toContain('id="root"');
    }
    const plain = await app.inject({ url: '/courses' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="root"');
  });
});
