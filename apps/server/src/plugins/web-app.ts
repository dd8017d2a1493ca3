import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebPath } from '@kalvi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../lib/cache-control.ts';
import { loadPageRenderer, readTemplate, type Viewer } from './server-render.ts';

/**
 * Serves the built web app beside the API: hashed assets are immutable, everything else
 * revalidates. A path of the web's route map gets index.html; any other path gets it too,
 * as a 404, so the app shows its not-found page and crawlers see the truth (docs/decisions/150-performance.md).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: { viewer?: Viewer; serverEntry?: string; appUrl?: string } = {},
): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const serverEntry = options.serverEntry ?? join(dirname(webDist), 'dist-server', 'entry-server.js');
  // The public pages are rendered here when the web's server build exists (decision 155).
  const renderer = hasWeb
    ? await loadPageRenderer(app, serverEntry, readTemplate(join(webDist, 'index.html')), {
        viewer: options.viewer,
        appUrl: options.appUrl,
      })
    : null;
  const assetsDir = join(webDist, 'assets') + sep;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Otherwise the static plugin writes its own `max-age=0` over the header set below.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const answerWebPath = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ success: false, message: `No API route matches ${request.method} ${path}` });
    }
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path)) {
      const known = isWebPath(path);
      if (!known) reply.status(404);
      if (renderer?.renders(path, known)) {
        try {
          return await renderer.send(request, reply);
        } catch (error) {
          // The browser can still render the page itself: serve the empty app rather than an error.
          request.log.warn({ err: error, path }, 'server rendering failed; serving the client-rendered app');
        }
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: 'Not found' });
  };

  // The pages are a route of their own, not the not-found handler: @fastify/compress hooks into
  // routes only, and a server-rendered page (100-160 KB of HTML and data) must travel gzipped.
  if (hasWeb) app.get('*', { schema: { hide: true } }, answerWebPath);
  app.setNotFoundHandler(answerWebPath);
}
