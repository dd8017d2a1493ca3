import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalKind, type OptionalKind } from '@kalvi/shared';

/**
 * The one-click unsubscribe token (RFC 8058; docs/decisions/176-notifications-real-time.md): the
 * learner and the kind, signed with the server's secret, so it works without signing in and
 * cannot be guessed or turned to another learner or kind.
 */
function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest();
}

export function unsubscribeToken(secret: string, userId: string, kind: OptionalKind): string {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: OptionalKind } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  return userId && kind && isOptionalKind(kind) ? { userId, kind } : null;
}

/** The headers of RFC 2369 and RFC 8058 for one learner and kind. */
export function unsubscribeHeaders(
  opts: { appUrl: string; mailFrom: string; secret: string },
  userId: string,
  kind: OptionalKind,
): Record<string, string> {
  const token = unsubscribeToken(opts.secret, userId, kind);
  const url = `${opts.appUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  // Only the https address: no one reads a mailto unsubscribe, and RFC 8058 needs just this one.
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
