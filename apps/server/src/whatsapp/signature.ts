import { createHmac, timingSafeEqual } from 'node:crypto';

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
