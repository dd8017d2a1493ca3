import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { unauthorized } from '../lib/errors.ts';
import { isUuid } from '../lib/ids.ts';
// The instance's decorators (db, config) are declared there; imported for the type alone.
import type {} from './core.ts';
import { PLUGIN } from './names.ts';

export interface AuthUser {
  id: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the bearer token names a live session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets request.user when a valid token is sent, never refuses. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessionTokens: SessionTokens;
  }
}

export const SESSION_DAYS = 30;
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
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
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
    const [live] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, payload.sid),
          eq(sessions.userId, payload.sub),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return live ? { id: payload.sub, sessionId: live.id } : null;
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

    const resolveUser = async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) return null;
      return tokens.verify(token);
    };

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.user = await resolveUser(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await resolveUser(request);
      if (!user) {
        throw unauthorized(
          bearer(request) ? 'Your session has expired. Please log in again.' : 'Please log in to continue',
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
