import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { builtWebWith as builtWeb } from './server-render-fixture.ts';
import { registerWebApp } from './web-app.ts';

/* Pages rendered with their own head or for their reader (docs/decisions/183, 186). */

/** A certificate's page: its head names the learner, the name holding markup. */
const CERTIFICATE_ENTRY = `
export const SERVER_RENDERED = ['/about', '/certificates/:certificateId'];
export const LANGUAGE_COOKIE = 'kalvi_lang';
export const pickLanguage = () => 'ta';
export const configureApi = () => {};
export async function renderPage(url, language) {
  const id = url.split('/')[2];
  return {
    html: '<main><h1>' + id + '</h1></main>',
    head: {
      title: 'சான்றிதழ்: <script>alert(1)</script> "Asha", Web · Kalvi',
      description: '<script>alert(2)</script> கல்வி அகாடமியில் நிறைவு செய்துள்ளார்.',
      type: 'article',
      image: null,
    },
    language,
    state: [],
  };
}
`;

describe("a certificate's page", () => {
  it('is rendered with its own title, Open Graph and Twitter tags, the names inert', async () => {
    const app = Fastify();
    await registerWebApp(app, builtWeb(CERTIFICATE_ENTRY));
    await app.ready();
    const page = await app.inject({ url: '/certificates/KLV-7Q2M-9XPA' });
    expect(page.statusCode).toBe(200);
    const title = 'சான்றிதழ்: &lt;script&gt;alert(1)&lt;/script&gt; &quot;Asha&quot;, Web · Kalvi';
    const description = '&lt;script&gt;alert(2)&lt;/script&gt; கல்வி அகாடமியில் நிறைவு செய்துள்ளார்.';
    expect(page.body).toContain(`<title>${title}</title>`);
    expect(page.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(page.body).toContain(`<meta name="twitter:title" content="${title}" />`);
    expect(page.body).toContain(`<meta property="og:description" content="${description}" />`);
    expect(page.body).toContain(`<meta name="twitter:description" content="${description}" />`);
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    expect(page.body).toContain('<html lang="ta"');
    expect(page.body).toContain('<h1>KLV-7Q2M-9XPA</h1>');
    expect(page.body).not.toMatch(/<script>alert/);
    // Only the pattern's own shape is a certificate's page; a longer path is not found.
    expect((await app.inject({ url: '/certificates/KLV-7Q2M-9XPA/more' })).statusCode).toBe(404);
    await app.close();
  });
});

/** A lesson page rendered for its reader, beside a public page: which calls carry the cookie. */
const SESSION_ENTRY = `
let api;
export const SERVER_RENDERED = ['/about'];
export const SESSION_RENDERED = ['/learn/:courseId/:lessonId'];
export const LANGUAGE_COOKIE = 'kalvi_lang';
export const pickLanguage = () => 'en';
export const configureApi = (fetcher) => { api = fetcher; };
export async function renderPage(url, language) {
  const answer = await api('/api/cookie-for-test', {});
  return {
    html: '<main><p>' + (await answer.text()) + '</p></main>',
    head: { title: null, description: 'A page', type: 'website', image: null },
    language,
    state: [],
  };
}
`;

describe('a lesson page rendered for its reader', () => {
  it("asks the API with the reader's cookie, only on the classroom's pages and only when signed in", async () => {
    const app = Fastify();
    app.get('/api/cookie-for-test', async (request) => `cookie=${request.headers.cookie ?? 'none'}`);
    let signedIn = true;
    await registerWebApp(app, builtWeb(SESSION_ENTRY), {
      viewer: async () =>
        signedIn
          ? {
              email: 'asha@example.com',
              firstName: 'Asha',
              lastName: 'K',
              fullName: 'Asha K',
              role: 'learner',
              preferredLanguage: 'en',
            }
          : null,
    });
    await app.ready();
    const cookie = 'kalvi_session=abc123';
    const lesson = await app.inject({ url: '/learn/c1/l1', headers: { cookie } });
    expect(lesson.statusCode).toBe(200);
    expect(lesson.body).toContain(`cookie=${cookie}`);
    expect(lesson.headers['cache-control']).toBe('private, no-store');
    // A public page's calls stay anonymous, so they share the API's read cache.
    expect((await app.inject({ url: '/about', headers: { cookie } })).body).toContain('cookie=none');
    signedIn = false;
    expect((await app.inject({ url: '/learn/c1/l1', headers: { cookie } })).body).toContain('cookie=none');
    await app.close();
  });
});

describe("a rendered page's own address", () => {
  it('comes from the configured APP_URL, not from the process environment', async () => {
    const before = process.env.APP_URL;
    process.env.APP_URL = 'https://elsewhere.example';
    try {
      const app = Fastify();
      await registerWebApp(app, builtWeb(CERTIFICATE_ENTRY), { appUrl: 'https://learn.kalvi.test/' });
      await app.ready();
      const page = await app.inject({ url: '/certificates/KLV-7Q2M-9XPA' });
      expect(page.body).toContain(
        '<meta property="og:url" content="https://learn.kalvi.test/certificates/KLV-7Q2M-9XPA" />',
      );
      expect(page.body).not.toContain('elsewhere.example');
      await app.close();
    } finally {
      if (before === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = before;
    }
  });
});
