import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';

/**
 * Cross-site request forgery guard (docs/decisions/107): a strict Origin check on every request
 * that changes something. The session cookie is SameSite=Lax, and on top of that:
 * - a request that names another site as its Origin is refused, whatever it carries (this also
 *   stops signing a visitor into someone else's account);
 * - a request the session cookie signs in must say where it comes from (Origin, or
 *   Sec-Fetch-Site: same-origin), as every browser does for these methods (checked where the
 *   cookie is read, plugins/auth.ts, so a stray cookie on a sign-in changes nothing).
 * A request with a bearer header is left alone: a browser never adds that header by itself.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE = 'This request came from another site and was refused.';

function sameOrigin(origin: string, request: FastifyRequest, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export function registerCsrfGuard(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  // A callback, not an async hook: it runs on every request (docs/decisions/158-api-near-the-floor.md).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.headers.authorization) return done();
    const origin = request.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, request, appOrigin)) return done(forbidden(CROSS_SITE));
    done();
  });
}

/** Whether the session cookie may sign this request in: reads always, changes only from our pages. */
export function cookieMaySignIn(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  return request.headers.origin !== undefined || request.headers['sec-fetch-site'] === 'same-origin';
}
