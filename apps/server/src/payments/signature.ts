import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signatures: hex HMAC-SHA256, compared in constant time. */

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex, 'utf8');
  // Lengths are not secret (always 64 hex characters); timingSafeEqual needs equal lengths.
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** The checkout's signature: HMAC of "{order_id}|{payment_id}" with the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  secret: string,
  args: { orderId: string; paymentId: string; signature: string },
): boolean {
  return signatureMatches(paymentSignature(secret, args.orderId, args.paymentId), args.signature);
}

/** A webhook's X-Razorpay-Signature: HMAC of the raw body with the webhook secret. */
export function isValidWebhookSignature(secret: string, rawBody: Buffer, signature: string): boolean {
  return signatureMatches(hmacHex(secret, rawBody), signature);
}
