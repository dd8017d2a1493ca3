import { z } from 'zod';
import { whatsappEvents } from '../../db/schema.ts';
import { fallBackToEmail } from '../../jobs/notification-jobs.ts';
import type { Logger } from '../../lib/deps.ts';
import { badRequest, forbidden, unauthorized, unavailable } from '../../lib/errors.ts';
import { sameVerifyToken, validHubSignature } from '../../whatsapp/signature.ts';
import * as q from './queries.ts';
import type { NotifyDeps } from './service.ts';

export interface WhatsappWebhookDeps extends NotifyDeps {
  log: Logger;
  appSecret: string | undefined;
  verifyToken: string | undefined;
  /** Our business number's id: a change for any other number of the app is not ours to apply. */
  phoneNumberId: string | undefined;
}

export const WEBHOOK_SIGNATURE_INVALID = 'WhatsApp webhook signature is not valid';
export const WEBHOOK_NOT_CONFIGURED = 'WhatsApp webhooks are not configured';
export const WEBHOOK_VERIFY_REFUSED = 'WhatsApp webhook verification refused';
export const WEBHOOK_BODY_INVALID = 'WhatsApp webhook body is not valid JSON';

/** The replies that end WhatsApp messages (docs/decisions/177-whatsapp-opt-in.md). */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'STOP ALL', 'நிறுத்து']);

/** GET handshake: the challenge back when the token is ours, otherwise 403. */
export function verifyHandshake(
  deps: Pick<WhatsappWebhookDeps, 'verifyToken'>,
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
): string {
  const given = query['hub.verify_token'];
  const ok =
    deps.verifyToken !== undefined &&
    query['hub.mode'] === 'subscribe' &&
    given !== undefined &&
    sameVerifyToken(given, deps.verifyToken) &&
    query['hub.challenge'] !== undefined;
  if (!ok) throw forbidden(WEBHOOK_VERIFY_REFUSED);
  return query['hub.challenge'] as string;
}

const statusSchema = z.object({
  id: z.string().max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  recipient_id: z.string().max(40).optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() }).loose()).optional(),
});
const messageSchema = z.object({
  id: z.string().max(200),
  from: z.string().max(40),
  type: z.string().optional(),
  text: z.object({ body: z.string().max(4096) }).optional(),
});
const bodySchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  metadata: z
                    .object({ phone_number_id: z.string().max(40) })
                    .loose()
                    .optional(),
                  statuses: z.array(z.unknown()).optional(),
                  messages: z.array(z.unknown()).optional(),
                })
                .loose(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

/** Later steps never overwrite a later one; a failure is final. */
const RANK: Record<string, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

/** Keeps an event once; false when it was kept before (a replay). */
async function keep(
  deps: WhatsappWebhookDeps,
  messageId: string,
  status: string,
  recipient: string,
  detail: object,
) {
  const kept = await deps.db
    .insert(whatsappEvents)
    .values({ messageId, status, recipient, detail })
    .onConflictDoNothing()
    .returning({ id: whatsappEvents.id });
  return kept.length === 1;
}

/**
 * POST: verified over the raw body before anything is read or stored; each status and each
 * inbound message kept once by (message id, status), so a replay changes nothing.
 */
export async function applyWhatsappWebhook(
  deps: WhatsappWebhookDeps,
  raw: Buffer,
  signature: unknown,
): Promise<{ statuses: number; messages: number; ignored: number }> {
  if (!deps.appSecret) throw unavailable(WEBHOOK_NOT_CONFIGURED);
  if (!validHubSignature(raw, signature, deps.appSecret)) throw unauthorized(WEBHOOK_SIGNATURE_INVALID);
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest(WEBHOOK_BODY_INVALID);
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) throw badRequest(WEBHOOK_BODY_INVALID);
  let statuses = 0;
  let messages = 0;
  let ignored = 0;
  for (const change of parsed.data.entry.flatMap((e) => e.changes)) {
    // One app may serve several business numbers: a status or a STOP sent to another number says
    // nothing about ours (docs/decisions/197-whatsapp-number-confirmation.md).
    if (!deps.phoneNumberId || change.value.metadata?.phone_number_id !== deps.phoneNumberId) {
      ignored += 1;
      continue;
    }
    for (const item of change.value.statuses ?? []) {
      const status = statusSchema.safeParse(item);
      if (!status.success) continue;
      const s = status.data;
      if (!(await keep(deps, s.id, s.status, s.recipient_id ?? '', { errors: s.errors ?? [] }))) continue;
      statuses += 1;
      await applyStatus(deps, s.id, s.status, JSON.stringify(s.errors ?? []));
    }
    for (const item of change.value.messages ?? []) {
      const message = messageSchema.safeParse(item);
      if (!message.success) continue;
      const m = message.data;
      if (!(await keep(deps, m.id, 'inbound', m.from, { type: m.type ?? '' }))) continue;
      messages += 1;
      const text = m.text?.body.trim().toUpperCase() ?? '';
      if (STOP_WORDS.has(text)) {
        const stopped = await q.saveOptOut(deps.db, { phone: m.from }, 'stop', deps.now());
        deps.log.info({ users: stopped.length }, 'WhatsApp STOP received; opted out');
      }
    }
  }
  if (ignored > 0) deps.log.info({ ignored }, 'WhatsApp webhook changes for another number ignored');
  return { statuses, messages, ignored };
}

async function applyStatus(deps: WhatsappWebhookDeps, messageId: string, status: string, errors: string) {
  const delivery = await q.deliveryByProviderId(deps.db, messageId);
  if (!delivery || (RANK[delivery.status] ?? 0) >= (RANK[status] ?? 0)) return;
  await q.updateDeliveryStatus(deps.db, delivery.id, status, status === 'failed' ? errors : '');
  if (status === 'failed') await fallBackToEmail(deps, delivery.notificationId);
}
