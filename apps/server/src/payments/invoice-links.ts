import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Invoice links carry a short-lived signed token, because a link opened in a new tab sends
 * no bearer header (docs/decisions/030). The token names the payment and its owner; it is
 * signed with a key derived from the server secret, separate from session tokens.
 */
const TTL_SECONDS = 60 * 60;
const AUDIENCE = 'kalvi-invoice';

export class InvoiceLinks {
  private readonly key: Uint8Array;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('invoice-download').digest();
  }

  /** A link to a payment's invoice, or (`credit-notes`) to a credit note by its id. */
  async url(
    paymentId: string,
    userId: string,
    kind: 'invoices' | 'credit-notes' = 'invoices',
  ): Promise<string> {
    const token = await new SignJWT({ pid: paymentId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TTL_SECONDS}s`)
      .sign(this.key);
    return `/api/payments/${kind}/${paymentId}?token=${token}`;
  }

  /** The owner the token was issued to, if it is valid for this payment. */
  async owner(token: string, paymentId: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      return payload.pid === paymentId && typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }
}
