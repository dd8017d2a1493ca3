import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  type HeaderUser,
  pathMatches,
  SERVER_STATE_ELEMENT_ID,
  type ServerEntry,
  type ServerState,
} from '@kalvi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { privateNoStore } from '../lib/cache-control.ts';

/** Who the request's session cookie signs in, as the header shows them; null when nobody. */
export type Viewer = (request: FastifyRequest, reply: FastifyReply) => Promise<HeaderUser | null>;

export interface PageRenderer {
  /** True for the public pages the server renders (and for unknown paths: the not-found page). */
  renders(path: string, known: boolean): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot close its <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const NO_CONTENT = new Set([101, 204, 205, 304]);

/**
 * The visitor whose page is being rendered, for the API calls that render makes: their address,
 * and their session cookie on the pages rendered for them (the classroom).
 */
const renderingFor = new AsyncLocalStorage<{ ip: string; cookie?: string }>();
const LOOPBACK = '127.0.0.1';

/**
 * Loads the web's server renderer when it was built, and answers its API calls in-process
 * with `inject`: the same routes, read cache and bytes a browser would get
 * (docs/decisions/155-server-rendering.md).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryFile: string,
  template: string,
  options: { viewer?: Viewer; appUrl?: string } = {},
): Promise<PageRenderer | null> {
  const viewer = options.viewer ?? (async () => null);
  // The configured address (config.ts reads the environment, nothing else does); without one,
  // no og:url is written rather than a guessed one.
  const appUrl = options.appUrl?.replace(/\/$/, '') ?? '';
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.configureApi(async (url, init) => {
    const visitor = renderingFor.getStore();
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', ...(visitor?.cookie ? { cookie: visitor.cookie } : {}) },
      // The visitor's own address, so the API's per-address limits count this visitor's pages
      // against them alone: as 127.0.0.1 every visitor shared one bucket (docs/decisions/169-requests-one-visitor-can-send.md).
      remoteAddress: visitor?.ip ?? LOOPBACK,
    });
    const body = NO_CONTENT.has(answer.statusCode) ? null : answer.rawPayload;
    return new Response(body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  // Exact paths, and patterns with a `:name` segment (a certificate's page).
  const publicPaths = new Set(entry.SERVER_RENDERED.filter((path) => !path.includes(':')));
  const publicPatterns = entry.SERVER_RENDERED.filter((path) => path.includes(':'));
  const sessionPatterns = entry.SESSION_RENDERED ?? [];
  const forReader = (path: string) => sessionPatterns.some((pattern) => pathMatches(pattern, path));
  const rendered = (path: string) =>
    publicPaths.has(path.replace(/(.)\/$/, '$1')) ||
    publicPatterns.some((pattern) => pathMatches(pattern, path)) ||
    forReader(path);

  return {
    renders: (path, known) => !known || rendered(path),
    async send(request, reply) {
      const user = await signedInViewer(viewer, request, reply);
      // The account's choice follows the learner to every device (docs/product/languages.md);
      // the cookie and Accept-Language speak for this browser only.
      const language =
        user?.preferredLanguage ??
        entry.pickLanguage(request.cookies?.[entry.LANGUAGE_COOKIE], request.headers['accept-language']);
      // A classroom page asks the API as its reader: the outline with their progress, the lesson.
      const path = request.url.split('?')[0] ?? '';
      const cookie = user && forReader(path) ? request.headers.cookie : undefined;
      const page = await renderingFor.run({ ip: request.ip, cookie }, () =>
        entry.renderPage(request.url, language, user),
      );
      const { head } = page;
      // React writes the page's own <title> first in its output; a course, event or certificate
      // link names itself. Either way the text is escaped for HTML by now.
      const ownTitle = /^<title>(.*?)<\/title>/.exec(page.html);
      const title = head.title ? escapeHtml(head.title) : (ownTitle?.[1] ?? null);
      const meta = [
        `<meta property="og:site_name" content="Kalvi" />`,
        `<meta property="og:type" content="${head.type}" />`,
        `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
        appUrl ? `<meta property="og:url" content="${escapeHtml(appUrl + request.url)}" />` : '',
        head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
        `<meta name="twitter:card" content="summary" />`,
        title ? `<meta name="twitter:title" content="${title}" />` : '',
        `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
      ].filter(Boolean);
      let html = withoutNoscript(template)
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.language)}"`)
        .replace(
          /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
          `<meta name="description" content="${escapeHtml(head.description)}" />\n    ${meta.join('\n    ')}`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(
            { language: page.language, queries: page.state, user } satisfies ServerState,
          )}</script>`,
        );
      if (title) {
        html = html.replace(
          /<title>[^<]*<\/title>/,
          `<title>${title}</title>\n    <meta property="og:title" content="${title}" />`,
        );
      }
      // A page that names its reader is theirs alone: no shared cache, nor the browser's, keeps it.
      if (user) privateNoStore(reply);
      else reply.header('cache-control', 'no-cache');
      return reply.header('vary', 'Accept-Language, Cookie').type('text/html; charset=utf-8').send(html);
    },
  };
}

/**
 * The template without its `<noscript>` notice: a server-rendered page reads without scripts,
 * and the notice for the pages that need them would only sit, unseen, under the fixed header
 * and push the page down. Found by position, not a pattern: no regular expression to backtrack.
 */
function withoutNoscript(html: string): string {
  const start = html.indexOf('<noscript>');
  const end = html.indexOf('</noscript>', start);
  if (start < 0 || end < 0) return html;
  return html.slice(0, start) + html.slice(end + '</noscript>'.length).trimStart();
}

/** The page's reader; a session that cannot be read (the database is down) renders signed out. */
async function signedInViewer(
  viewer: Viewer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<HeaderUser | null> {
  try {
    return await viewer(request, reply);
  } catch (error) {
    request.log.warn(
      { err: error },
      'could not read the session of a server-rendered page; rendering signed out',
    );
    return null;
  }
}

/** The built index.html, read once. */
export function readTemplate(file: string): string {
  return readFileSync(file, 'utf8');
}
