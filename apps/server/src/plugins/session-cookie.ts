// The cookie methods on request and reply are declared by the plugin; imported for the types alone.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The browser's session lives in an httpOnly cookie that no script can read (docs/decisions/107).
 * Secure everywhere except plain-http development on this machine, where browsers would drop it.
 */
export const SESSION_COOKIE = 'kalvi_session';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function cookieIsSecure(config: Pick<Config, 'env' | 'appUrl'>): boolean {
  const url = new URL(config.appUrl);
  const plainLoopback = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  return config.env === 'production' || !plainLoopback;
}

export interface SessionCookieOptions {
  secure: boolean;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  options: SessionCookieOptions,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: options.secure,
    sameSite: 'lax',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: options.secure, sameSite: 'lax', path: '/' });
}

export function sessionCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[SESSION_COOKIE];
  return value ? value : null;
}
