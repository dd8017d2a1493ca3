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
 * A request with a `Bearer` header is left alone: a browser never adds that one by itself. It does
 * add Basic, Digest, NTLM or Negotiate credentials by itself (a staging site behind auth_basic,
 * corporate sign-on), so those are checked like any other, and never signed in by the cookie
 * (plugins/auth.ts; docs/decisions/169-requests-one-visitor-can-send.md).
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
    if (SAFE_METHODS.has(request.method) || hasBearerScheme(request)) return done();
    const origin = request.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, request, appOrigin)) return done(forbidden(CROSS_SITE));
    done();
  });
}

/** A bearer credential, which only a script or an app sends: never one a browser adds by itself. */
export function hasBearerScheme(request: FastifyRequest): boolean {
  return /^Bearer\s/i.test(request.headers.authorization ?? '');
}

/** Whether the session cookie may sign this request in: reads always, changes only from our pages. */
export function cookieMaySignIn(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  return request.headers.origin !== undefined || request.headers['sec-fetch-site'] === 'same-origin';
}
