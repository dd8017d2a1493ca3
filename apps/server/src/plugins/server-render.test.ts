import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { createTestUser, testConfig, testDatabase } from '../test/harness.ts';
import { builtWebWith } from './server-render-fixture.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { registerWebApp } from './web-app.ts';

/*
 * The page a signed-in learner's browser loads is rendered for them (docs/decisions/155-server-rendering.md).
 * A stand-in for the web's server build renders the header from the reader it is handed, so
 * these tests see what the server resolved from the cookie and what it put in the page.
 */
const STAND_IN_ENTRY = `
const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const SERVER_RENDERED = ['/about'];
export const LANGUAGE_COOKIE = 'kalvi_lang';
export const pickLanguage = () => 'en';
export const configureApi = () => {};
export async function renderPage(url, language, user) {
  const header = user
    ? '<a href="/profile">' + text(user.firstName) + '</a>'
    : '<button type="button">Sign In</button>';
  return {
    html: '<header>' + header + '</header><main><h1>About</h1></main>',
    head: { title: null, description: 'About Kalvi', type: 'website', image: null },
    language,
    state: [],
  };
}
`;

const builtWeb = (entry = STAND_IN_ENTRY) => builtWebWith(entry);

/** The page's JSON block, as main.tsx reads it. */
function pageState(html: string): { language: string; user: Record<string, unknown> | null } {
  const json = /<script type="application\/json" id="kalvi-ssr">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no kalvi-ssr block');
  return JSON.parse(json);
}

const withCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

describe('a server-rendered page and the session cookie', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await testDatabase();
    app = await buildApp({ ...testConfig(), webDist: builtWeb() }, { database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('renders the signed-in header for a live session, carries only its fields, and is private', async () => {
    const learner = await createTestUser(app, database, { firstName: 'Asha', lastName: 'Devi' });
    const page = await app.inject({ url: '/about', headers: withCookie(learner.token) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a href="/profile">Asha</a>');
    expect(page.body).not.toContain('Sign In');
    expect(pageState(page.body).user).toEqual({
      firstName: 'Asha',
      lastName: 'Devi',
      fullName: 'Asha Devi',
      email: learner.email,
      role: 'learner',
      preferredLanguage: null,
    });
    expect(page.body).not.toContain(learner.token);
    expect(page.body).not.toContain(learner.id);
    expect(page.body).not.toContain('9876543210');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(String(page.headers.vary)).toMatch(/\bCookie\b/);
  });

  it('renders signed out, with the shared headers, without a cookie or with a bad, revoked or expired one', async () => {
    const revoked = await createTestUser(app, database);
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.id));
    const expired = await createTestUser(app, database);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    for (const headers of [
      {},
      withCookie('not-a-token'),
      withCookie(`${revoked.token.slice(0, -4)}AAAA`),
      withCookie(revoked.token),
      withCookie(expired.token),
    ]) {
      const page = await app.inject({ url: '/about', headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Sign In');
      expect(pageState(page.body).user).toBeNull();
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(String(page.headers.vary)).toMatch(/\bCookie\b/);
    }
  });

  it('drops the needs-JavaScript notice from a page that reads without it, and keeps it on one that does not', async () => {
    const rendered = await app.inject({ url: '/about' });
    expect(rendered.body).toContain('<h1>About</h1>');
    expect(rendered.body).not.toContain('<noscript>');
    const clientOnly = await app.inject({ url: '/profile' });
    expect(clientOnly.statusCode).toBe(200);
    expect(clientOnly.body).toContain('<noscript><p>Kalvi needs JavaScript to run.</p></noscript>');
  });

  it('keeps a name that holds markup inside the page and its JSON block', async () => {
    const name = '</script><script>alert(1)</script>';
    const learner = await createTestUser(app, database, { firstName: name });
    const page = await app.inject({ url: '/about', headers: withCookie(learner.token) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(pageState(page.body).user?.firstName).toBe(name);
  });

  it("renders in the account's language over this browser's cookie and Accept-Language", async () => {
    const learner = await createTestUser(app, database, { firstName: 'Kavya' });
    const thisBrowser = { 'accept-language': 'en-IN,en;q=0.9', cookie: 'kalvi_lang=en' };
    const before = await app.inject({
      url: '/about',
      headers: { ...thisBrowser, cookie: `${thisBrowser.cookie}; ${withCookie(learner.token).cookie}` },
    });
    expect(before.body).toContain('<html lang="en"');

    await database.db.update(users).set({ preferredLanguage: 'ta' }).where(eq(users.id, learner.id));
    const page = await app.inject({
      url: '/about',
      headers: { ...thisBrowser, cookie: `${thisBrowser.cookie}; ${withCookie(learner.token).cookie}` },
    });
    expect(page.body).toContain('<html lang="ta"');
    expect(pageState(page.body)).toMatchObject({ language: 'ta', user: { preferredLanguage: 'ta' } });

    // Signed out, the same browser reads in the language it asks for.
    const signedOut = await app.inject({ url: '/about', headers: thisBrowser });
    expect(signedOut.body).toContain('<html lang="en"');
  });

  it('names a member of staff with their role, as the browser would', async () => {
    const admin = await createTestUser(app, database, { firstName: 'Meena' });
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const page = await app.inject({ url: '/about', headers: withCookie(admin.token) });
    expect(pageState(page.body).user).toMatchObject({ firstName: 'Meena', role: 'admin' });
  });
});

describe('a session that cannot be read', () => {
  it('renders the page signed out rather than failing', async () => {
    const app = Fastify();
    await registerWebApp(app, builtWeb(), {
      viewer: async () => {
        throw new Error('the database is down');
      },
    });
    await app.ready();
    const page = await app.inject({ url: '/about', headers: withCookie('a-token') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign In');
    expect(page.headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});

/** A page whose rendering calls a rate-limited API route, as the feed pages call theirs. */
const LIMITED_FEED_ENTRY = `
let api;
export const SERVER_RENDERED = ['/problems'];
export const LANGUAGE_COOKIE = 'kalvi_lang';
export const pickLanguage = () => 'en';
export const configureApi = (fetcher) => { api = fetcher; };
export async function renderPage(url, language) {
  const answer = await api('/api/feed-for-test', {});
  return {
    html: '<main><p>feed answered ' + answer.status + '</p></main>',
    head: { title: null, description: 'Problems', type: 'website', image: null },
    language,
    state: [],
  };
}
`;

describe("a server-rendered page's own API calls", () => {
  let app: FastifyInstance;
  const FEED_LIMIT = 3;

  beforeAll(async () => {
    app = await buildApp(
      { ...testConfig(), webDist: builtWeb(LIMITED_FEED_ENTRY) },
      { database: await testDatabase(), logger: false },
    );
    app.get(
      '/api/feed-for-test',
      { config: { rateLimit: { max: FEED_LIMIT, timeWindow: '1 minute' } } },
      async () => ({ success: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const pageFor = (remoteAddress: string) => app.inject({ url: '/problems', remoteAddress });

  it("count against the visitor's own address, so one busy client cannot make the page fail for everyone", async () => {
    for (let i = 0; i < FEED_LIMIT; i += 1) {
      expect((await pageFor('203.0.113.7')).body).toContain('feed answered 200');
    }
    // The busy visitor has used their share; the page shows them the limit...
    expect((await pageFor('203.0.113.7')).body).toContain('feed answered 429');
    // ...and every other visitor's page is rendered as before.
    expect((await pageFor('198.51.100.9')).body).toContain('feed answered 200');
    expect((await pageFor('2001:db8::1')).body).toContain('feed answered 200');
  });
});
