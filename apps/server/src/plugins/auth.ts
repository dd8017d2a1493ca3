import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { isUuid } from '../lib/ids.ts';
// The instance's decorators (db, config) are declared there; imported for the type alone.
import type {} from './core.ts';
import { CROSS_SITE, cookieMaySignIn } from './csrf.ts';
import { PLUGIN } from './names.ts';
import { sessionCookie } from './session-cookie.ts';

export interface AuthUser {
  id: string;
  sessionId: string;
  /** The language the learner chose, read with the session (plugins/language.ts). */
  language: 'en' | 'ta' | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest: 401 unless the bearer token or session cookie names a live session. Run before
     * the body is read, so a stranger's body is never parsed (docs/decisions/169-requests-one-visitor-can-send.md).
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest: sets request.user when a valid token is sent, never refuses. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessionTokens: SessionTokens;
  }
}

/**
 * A session ends 14 days after sign-in whatever happens, and after 24 hours without use
 * (OWASP ASVS 7.3.1; docs/decisions/107). Use is recorded at most once a minute.
 */
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;
const ALGORITHM = 'HS256';
const ISSUER = 'kalvi';

/** JWTs tied to a row of `sessions`, so logout and password reset can revoke them. */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string, db: Db = this.db): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
    const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    return new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  /** The user behind a token, or null for a bad, expired or revoked one. */
  async verify(token: string): Promise<AuthUser | null> {
    let payload: { sub?: string; sid?: unknown };
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER }));
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
    // Checked before the query: a malformed id must never reach a uuid column.
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
    const now = Date.now();
    const [live] = await this.db
      .select({ id: sessions.id, lastUsedAt: sessions.lastUsedAt, language: users.preferredLanguage })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, payload.sid),
          eq(sessions.userId, payload.sub),
          isNull(sessions.revokedAt),
          // A disabled account's sessions are revoked when it is disabled; this also refuses
          // one issued in the instant between (docs/decisions/122).
          isNull(users.disabledAt),
          gt(sessions.expiresAt, new Date(now)),
          gt(sessions.lastUsedAt, new Date(now - SESSION_IDLE_MS)),
        ),
      )
      .limit(1);
    if (!live) return null;
    if (now - live.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await this.db
        .update(sessions)
        .set({ lastUsedAt: new Date(now) })
        .where(and(eq(sessions.id, live.id), lt(sessions.lastUsedAt, new Date(now - TOUCH_EVERY_MS))));
    }
    return { id: payload.sub, sessionId: live.id, language: live.language };
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const tokens = new SessionTokens(app.db, app.config.jwtSecret);
    app.decorate('sessionTokens', tokens);
    app.decorateRequest('user', null);

    // A bearer header (scripts, apps, tests); otherwise the browser's session cookie. A request
    // carrying any Authorization header is never signed in by the cookie: a browser adds Basic
    // or NTLM credentials by itself, and the Origin check lets only Bearer through (csrf.ts).
    const presented = (request: FastifyRequest) =>
      request.headers.authorization === undefined ? sessionCookie(request) : bearer(request);
    // A change riding on the cookie without saying where it comes from is refused (csrf.ts).
    const refusedCookie = (request: FastifyRequest) =>
      request.headers.authorization === undefined &&
      sessionCookie(request) !== null &&
      !cookieMaySignIn(request);
    const resolveUser = async (request: FastifyRequest) => {
      const token = presented(request);
      if (!token) return null;
      return tokens.verify(token);
    };

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.user = refusedCookie(request) ? null : await resolveUser(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (refusedCookie(request)) throw forbidden(CROSS_SITE);
      const user = await resolveUser(request);
      if (!user) {
        throw unauthorized(
          presented(request) ? 'Your session has expired. Please log in again.' : 'Please log in to continue',
        );
      }
      request.user = user;
    });
  },
  { name: PLUGIN.auth, dependencies: [PLUGIN.core] },
);

/** How a route that needs a signed-in user declares it in the API document. */
export const USER_SECURITY = [{ bearerAuth: [] }];

/** The user that `app.requireUser` put on the request (a route without it has none). */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
