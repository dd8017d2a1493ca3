import { createRequire, syncBuiltinESMExports } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyHandshake } from '../modules/notifications/webhook-service.ts';
import { sameVerifyToken } from './signature.ts';

/**
 * The webhook handshake's verify token is compared in constant time (docs/decisions/197). The
 * test watches node:crypto's timingSafeEqual through Node's own hook for patching a built-in
 * (syncBuiltinESMExports), so it sees the call whichever file loaded the module first.
 */
const crypto = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
const original = crypto.timingSafeEqual;
afterEach(() => {
  crypto.timingSafeEqual = original;
  syncBuiltinESMExports();
});

describe('the WhatsApp verify token', () => {
  const ours = 'our-verify-token-9f2c';
  const handshake = (token: string) =>
    verifyHandshake(
      { verifyToken: ours },
      { 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' },
    );

  it('answers the challenge to ours only, comparing equal-length digests in constant time', () => {
    const compare = vi.fn(original);
    crypto.timingSafeEqual = compare;
    syncBuiltinESMExports();
    expect(handshake(ours)).toBe('1158201444');
    for (const wrong of ['our-verify-token-9f2d', 'o', `${ours}x`, 'நிறுத்து', '']) {
      expect(() => handshake(wrong)).toThrow('WhatsApp webhook verification refused');
    }
    expect(compare).toHaveBeenCalledTimes(6);
    for (const [given, expected] of compare.mock.calls) {
      expect(Buffer.from(given as Uint8Array)).toHaveLength(32);
      expect(Buffer.from(expected as Uint8Array)).toHaveLength(32);
    }
  });

  it('tells equal from unequal whatever the lengths', () => {
    expect(sameVerifyToken(ours, ours)).toBe(true);
    expect(sameVerifyToken(ours.toUpperCase(), ours)).toBe(false);
    expect(sameVerifyToken(ours.slice(0, -1), ours)).toBe(false);
    expect(sameVerifyToken('', ours)).toBe(false);
  });
});
