import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Cloud API signs each webhook with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw
 * body with the app secret>`; compared in constant time (docs/product/notifications.md#whatsapp).
 */
export function validHubSignature(rawBody: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function hubSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * The webhook handshake's verify token against ours, in constant time: both are hashed first, so
 * neither a differing byte nor a differing length shows in the time taken.
 */
export function sameVerifyToken(given: string, ours: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(ours));
}
