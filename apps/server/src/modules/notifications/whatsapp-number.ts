import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  INDIAN_MOBILE_ONLY,
  indianMobile,
  WHATSAPP_CANNOT_RECEIVE,
  WHATSAPP_CODE_LENGTH,
  WHATSAPP_CODE_MAX_ATTEMPTS,
  WHATSAPP_CODE_NONE,
  WHATSAPP_CODE_NOT_SENT,
  WHATSAPP_CODE_TEMPLATE,
  WHATSAPP_CODE_TTL_MINUTES,
  WHATSAPP_CODE_USED_UP,
  WHATSAPP_CODE_WRONG,
} from '@kalvi/shared';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, unavailable } from '../../lib/errors.ts';
import { WhatsappError, type WhatsappSender } from '../../whatsapp/cloud-api.ts';
import * as q from './queries.ts';
import type { NotifyDeps } from './service.ts';
import * as codes from './whatsapp-queries.ts';

/**
 * A WhatsApp number is proved before anything but its code goes to it
 * (docs/decisions/197-whatsapp-number-confirmation.md): the code goes out in the authentication
 * template, is kept as an HMAC bound to the account and the number, lives ten minutes, allows
 * five tries, and is compared in constant time.
 */
export interface NumberDeps extends NotifyDeps {
  /** The server secret the codes are hashed under. */
  secret: string;
  sender: WhatsappSender;
  log: FastifyBaseLogger;
}

/** Six digits hashed plainly would fall to a leaked table in a second: keyed, and bound to whom and where. */
function codeDigest(secret: string, userId: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`whatsapp:${userId}:${phone}:${code}`).digest('hex');
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const newCode = () =>
  randomInt(0, 10 ** WHATSAPP_CODE_LENGTH)
    .toString()
    .padStart(WHATSAPP_CODE_LENGTH, '0');

/**
 * Sends a code to the number and keeps it as given, unconfirmed, in place of any earlier number.
 * Sent first and saved after: a number WhatsApp refuses leaves the learner's settings as they
 * were. The number already confirmed and on: nothing is sent.
 */
export async function requestCode(
  deps: NumberDeps,
  userId: string,
  phone: string,
): Promise<{ sent: boolean }> {
  const number = indianMobile(phone);
  // The schema refuses it first; this keeps the rule where the data is written.
  if (!number) throw badRequest(INDIAN_MOBILE_ONLY);
  const current = await q.optInRow(deps.db, userId);
  if (current && !current.optedOutAt && current.confirmedAt && current.phone === number)
    return { sent: false };
  const to = await q.recipient(deps.db, userId);
  const code = newCode();
  try {
    await deps.sender.send({
      to: number,
      template: WHATSAPP_CODE_TEMPLATE,
      language: to?.language ?? 'en',
      params: [code],
      copyCode: code,
    });
  } catch (err) {
    deps.log.warn({ err }, 'WhatsApp confirmation code not sent');
    const permanent = err instanceof WhatsappError && err.permanent;
    throw permanent ? badRequest(WHATSAPP_CANNOT_RECEIVE) : unavailable(WHATSAPP_CODE_NOT_SENT);
  }
  const now = deps.now();
  await codes.saveGivenNumber(
    deps.db,
    {
      userId,
      phone: number,
      codeHash: codeDigest(deps.secret, userId, number, code),
      expiresAt: new Date(now.getTime() + WHATSAPP_CODE_TTL_MINUTES * 60_000),
    },
    now,
  );
  return { sent: true };
}

/** The code back from the learner: a match confirms the number; each try counts, right or wrong. */
export async function confirmCode(deps: NumberDeps, userId: string, code: string): Promise<void> {
  const now = deps.now();
  const live = await codes.spendAttempt(deps.db, userId, WHATSAPP_CODE_MAX_ATTEMPTS, now);
  if (!live) {
    const row = await codes.codeRow(deps.db, userId);
    const usedUp = row && row.expiresAt > now && row.attempts >= WHATSAPP_CODE_MAX_ATTEMPTS;
    throw badRequest(usedUp ? WHATSAPP_CODE_USED_UP : WHATSAPP_CODE_NONE);
  }
  if (!sameDigest(live.codeHash, codeDigest(deps.secret, userId, live.phone, code))) {
    throw badRequest(WHATSAPP_CODE_WRONG);
  }
  if (!(await codes.confirmNumber(deps.db, userId, live, now))) throw badRequest(WHATSAPP_CODE_NONE);
}
