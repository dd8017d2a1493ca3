import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import {
  type ApiTransport,
  type HeaderUser,
  isLanguage,
  LANGUAGES,
  type Language,
  type RenderedPage,
  type ServerEntry,
} from '@kalvi/shared';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { makeQueryClient, Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { setRenderLanguageSource } from './lib/language';
import { paths } from './lib/paths';
import { setRenderedUserSource } from './lib/stores/auth-store';
import { type Resources, type Strings, Translator } from './lib/translator';
import { headOf } from './server-head';

/*
 * The server side of the public pages (docs/decisions/155-server-rendering.md): the Fastify
 * server imports the build of this file and renders a page with React's streaming renderer,
 * its queries answered in-process by the API (and so from the API's read cache), then sends
 * the HTML with the answers for the browser to hydrate from.
 */

/** Public pages rendered on the server. Account and admin pages stay client-rendered. */
export const SERVER_RENDERED: ServerEntry['SERVER_RENDERED'] = [
  paths.home,
  paths.courses,
  paths.events,
  paths.problems,
  paths.practice,
  paths.research,
  paths.articles,
  paths.testimonials,
  paths.about,
  paths.contact,
  paths.terms,
  paths.privacy,
  paths.refund,
  paths.cookies,
  // A shared link to a certificate previews it (server-head.ts): learner, course, academy.
  paths.certificate,
];

/**
 * Rendered for the reader the session cookie names, private and never cached: the course's page
 * in the classroom and the lesson page (their outline, progress and text arrive in the HTML on a
 * slow phone; docs/decisions/199-classroom-course-page-rendered.md), and a practice problem,
 * whose statement a visitor reads at once and whose saved draft a signed-in learner gets back
 * (docs/decisions/214-practice-problem-rendered.md).
 */
export const SESSION_RENDERED: ServerEntry['SESSION_RENDERED'] = [
  paths.learn,
  paths.learnLesson,
  paths.practiceProblem,
];

/** The cookie a language switch may set; it wins over the browser's Accept-Language. */
export const LANGUAGE_COOKIE: ServerEntry['LANGUAGE_COOKIE'] = 'kalvi_lang';

type JsonModule = { default: Strings };
const files = import.meta.glob<JsonModule>('./locales/*/*.json', { eager: true });
const resources: Resources = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

const supported = (value: string | undefined): string | undefined =>
  LANGUAGES.find((language) => language === value?.trim().toLowerCase().split('-')[0]);

/** The request's language: the cookie, else the first supported Accept-Language entry, else English. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): string {
  const fromCookie = supported(cookie);
  if (fromCookie) return fromCookie;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag, ...params] = part.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const language = supported(tag);
    if (language) return language;
  }
  return 'en';
}

/** One i18n instance per request, so two requests in two languages never share one. */
function i18nFor(language: string): Translator {
  return new Translator({ language, fallbackLanguage: 'en', defaultNamespace: 'common', resources });
}

/** How the server answers the web app's API calls in-process (a Fetch-shaped function). */
export function configureApi(transport: ApiTransport): void {
  setApiTransport(transport);
}

function renderOnce(url: string, client: QueryClient, i18n: Translator): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(
      <StrictMode>
        <Providers client={client} i18n={i18n}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </StrictMode>,
      {
        // Every boundary inline: React otherwise moves big ones to the end with an inline script
        // to reveal them, which the Content-Security-Policy (no inline script) would block.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Crawlers and link previews read the whole page: send it once every part is ready.
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          reject(error);
        },
      },
    );
  });
}

const enabled = (query: Query) => {
  const flag = (query.options as { enabled?: unknown }).enabled;
  return typeof flag === 'function' ? flag(query) !== false : flag !== false;
};

const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

/**
 * Renders until no new query shows up (at most three passes): each pass's queries are answered
 * within `budgetMs`; what is slower (an upstream feed) or failed is left for the browser, so the
 * server's last pass and the browser's first render see the same data. `user` is whom the
 * session cookie signs in (the header shows them), null when nobody.
 */
export function renderPage(
  url: string,
  language: string,
  user: HeaderUser | null = null,
  budgetMs = 1500,
): Promise<RenderedPage> {
  return renderContext.run({ language: isLanguage(language) ? language : 'en', user }, () =>
    renderInLanguage(url, language, budgetMs),
  );
}

// Formatting helpers (money, dates, Tamil titles) ask lib/language.ts for the reader's language,
// and the header asks the auth store for its reader; on the server those are this request's,
// even while two requests for two readers render at once.
const renderContext = new AsyncLocalStorage<{ language: Language; user: HeaderUser | null }>();
setRenderLanguageSource(() => renderContext.getStore()?.language);
setRenderedUserSource(() => renderContext.getStore()?.user ?? null);

async function renderInLanguage(url: string, language: string, budgetMs: number): Promise<RenderedPage> {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
  const i18n = i18nFor(language);
  const asked = new Set<string>();
  let html = '';
  for (let pass = 0; ; pass++) {
    html = await renderOnce(url, client, i18n);
    const fresh = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && enabled(q) && !asked.has(q.queryHash));
    if (fresh.length === 0) break;
    for (const q of fresh) asked.add(q.queryHash);
    if (pass < 2) await within(budgetMs, Promise.allSettled(fresh.map((q) => q.fetch())));
    for (const q of fresh) if (q.state.status !== 'success') client.getQueryCache().remove(q);
  }
  const state = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ queryKey: q.queryKey, data: q.state.data, updatedAt: q.state.dataUpdatedAt }));
  return { html, head: headOf(url, client, i18n), language, state };
}
