import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A template message to one number (docs/product/notifications.md#whatsapp). */
export interface TemplateMessage {
  /** 91 and ten digits. */
  to: string;
  template: string;
  language: 'en' | 'ta';
  /** The body's {{1}}, {{2}}, ... in order. */
  params: string[];
  /**
   * An authentication template's code for its copy-code button, which the Cloud API takes as
   * the parameter of the URL button at index 0 (docs/product/notifications.md#whatsapp).
   */
  copyCode?: string;
}

/** The template's components: the body's parameters, and the copy-code button when there is one. */
export function templateComponents(message: TemplateMessage): object[] {
  const body = { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) };
  if (message.copyCode === undefined) return [body];
  const button = {
    type: 'button',
    sub_type: 'url',
    index: '0',
    parameters: [{ type: 'text', text: message.copyCode }],
  };
  return [body, button];
}

export interface WhatsappSender {
  readonly kind: 'cloud-api' | 'outbox';
  /** Sends; answers the message id (wamid.…). Throws WhatsappError when refused or unreachable. */
  send(message: TemplateMessage): Promise<{ id: string }>;
}

/**
 * Refused or unreachable. `permanent` when trying again cannot help (the number cannot receive
 * WhatsApp, the template or the request is wrong): the notification falls back to e-mail.
 * A rate limit, a bad token or an outage is retried with the queue's backoff.
 */
export class WhatsappError extends Error {
  constructor(
    message: string,
    public readonly code: number | undefined,
    public readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'WhatsappError';
  }
}

/** Error codes that will not change by waiting (docs/product/notifications.md#whatsapp). */
const PERMANENT_CODES = new Set([131026, 131047, 132000, 132001, 131008, 131009, 100]);
const TIMEOUT_MS = 10_000;

/** The Cloud API: POST <api>/<phone-number-id>/messages with a bearer token. */
export function cloudApiSender(opts: {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}): WhatsappSender {
  return {
    kind: 'cloud-api',
    async send(message) {
      let res: Response;
      try {
        res = await fetch(`${opts.apiUrl}/${encodeURIComponent(opts.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            to: message.to,
            type: 'template',
            template: {
              name: message.template,
              language: { code: message.language },
              components: templateComponents(message),
            },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new WhatsappError(`WhatsApp unreachable: ${(err as Error).message}`, undefined, false);
      }
      const body = (await res.json().catch(() => ({}))) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      };
      const id = body.messages?.[0]?.id;
      if (res.ok && typeof id === 'string') return { id };
      const code = body.error?.code;
      const permanent =
        code !== undefined ? PERMANENT_CODES.has(code) : res.status >= 400 && res.status < 500;
      throw new WhatsappError(
        `WhatsApp refused (${res.status}${code ? `, code ${code}` : ''}): ${body.error?.message ?? 'no message'}`,
        code,
        permanent && res.status !== 429,
      );
    },
  };
}

/** Without keys: each message is kept as a JSON file in DATA_DIR/outbox/whatsapp, like e-mails. */
export function outboxWhatsapp(dir: string): WhatsappSender {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const id = `wamid.outbox-${randomUUID()}`;
      const file = join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${id.slice(-8)}.json`);
      await writeFile(
        `${file}.partial`,
        JSON.stringify({ id, ...message, sentAt: new Date().toISOString() }, null, 2),
      );
      await rename(`${file}.partial`, file);
      return { id };
    },
  };
}
