// CI budget (docs/product/budgets.md#web-budget): against the built server, the pages answer
// no-cache and compressed, every hashed asset they name is immutable, and a path outside the route map is a
// 404. Deterministic, unlike Lighthouse's scores, so CI fails on it.
import { startServer } from './start-server.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const failures = [];
const expectThat = (ok, message) => {
  console.info(`${ok ? 'ok  ' : 'FAIL'}  ${message}`);
  if (!ok) failures.push(message);
};

const server = await startServer();
try {
  const assets = new Set();
  for (const path of ['/', '/courses']) {
    const page = await fetch(`${server.url}${path}`);
    const html = await page.text();
    expectThat(page.status === 200, `${path} answers 200 (got ${page.status})`);
    expectThat(page.headers.get('cache-control') === 'no-cache', `${path} is no-cache`);
    // fetch asks for gzip, deflate and br; a server-rendered page is 100-160 KB before compression.
    const encoding = page.headers.get('content-encoding');
    expectThat(
      ['gzip', 'br'].includes(encoding ?? ''),
      `${path} travels compressed (got ${encoding ?? 'none'})`,
    );
    for (const [, url] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(url);
  }
  expectThat(assets.size >= 2, `the pages name their hashed assets (${assets.size} found)`);
  for (const url of assets) {
    const asset = await fetch(`${server.url}${url}`);
    await asset.arrayBuffer();
    expectThat(
      asset.status === 200 && asset.headers.get('cache-control') === IMMUTABLE,
      `${url} is immutable (got ${asset.status}, ${asset.headers.get('cache-control')})`,
    );
  }
  const missing = await fetch(`${server.url}/no-such-page`);
  await missing.arrayBuffer();
  expectThat(missing.status === 404, `/no-such-page answers 404 (got ${missing.status})`);
} finally {
  await server.stop();
}
if (failures.length) {
  console.error(`${failures.length} served-page budget(s) broken.`);
  process.exit(1);
}
