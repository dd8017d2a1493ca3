import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WHATSAPP_CODE_TEMPLATE } from '@kalvi/shared';
import { hubSignature } from '../whatsapp/signature.ts';
import { readBody } from './razorpay-stub.ts';

/**
 * A local HTTP server speaking the WhatsApp Business Cloud API's send call: POST
 * /<phone-number-id>/messages with a bearer token and a template body, answered with
 * `{ messaging_product, contacts, messages: [{ id: 'wamid.…' }] }` or the Graph error shape.
 * It also builds signed webhook bodies as the Cloud API sends them.
 */
export interface WhatsappStub {
  url: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** Every template message accepted, in order. */
  sent: {
    id: string;
    to: string;
    template: string;
    language: string;
    params: string[];
    /** An authentication template's copy-code button parameter. */
    copyCode?: string;
  }[];
  /** The next send is refused with this HTTP status and Graph error code. */
  failNext(status: number, code: number, message?: string): void;
  /**
   * A webhook body and its X-Hub-Signature-256, as the Cloud API would post them: for our number,
   * or for another number of the same app (`phoneNumberId`).
   */
  webhook(
    value: { statuses?: object[]; messages?: object[] },
    phoneNumberId?: string,
  ): { body: string; signature: string };
  close(): Promise<void>;
}

/**
 * What the stand-in accepted, for a test in another process (the end-to-end run): not part of
 * the Cloud API, so it lives under a path the API never uses.
 */
export const STAND_IN_SENT_PATH = '/__stand-in/sent';

/** `port` 0 (the default) lets the system choose one. */
export async function startWhatsappStub(port = 0): Promise<WhatsappStub> {
  const token = `EAAG${randomBytes(16).toString('hex')}`;
  const phoneNumberId = String(100_000_000_000 + Math.floor(Math.random() * 1e9));
  const appSecret = randomBytes(16).toString('hex');
  const verifyToken = randomBytes(8).toString('hex');
  const sent: WhatsappStub['sent'] = [];
  const failures: { status: number; code: number; message: string }[] = [];
  const error = (message: string, code: number, type = 'OAuthException') => ({
    error: { message, type, code, error_subcode: 2494010, fbtrace_id: randomBytes(6).toString('hex') },
  });

  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    if (req.method === 'GET' && path === STAND_IN_SENT_PATH) return send(200, sent);
    if (req.method !== 'POST' || path !== `/${phoneNumberId}/messages`) {
      return send(400, error('Unsupported post request', 100, 'GraphMethodException'));
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(401, error('Invalid OAuth access token - Cannot parse access token', 190));
    }
    const failure = failures.shift();
    if (failure) return send(failure.status, error(failure.message, failure.code));
    let body: {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: {
          type: string;
          sub_type?: string;
          index?: string;
          parameters: { type: string; text: string }[];
        }[];
      };
    };
    try {
      body = JSON.parse(text);
    } catch {
      return send(400, error('(#100) Invalid parameter', 100));
    }
    const template = body.template;
    if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      !/^\d{10,15}$/.test(body.to ?? '') ||
      !template?.name ||
      !['en', 'ta'].includes(template.language?.code ?? '')
    ) {
      return send(400, error('(#100) Invalid parameter', 100));
    }
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    const components = template.components ?? [];
    const params = components
      .filter((c) => c.type === 'body')
      .flatMap((c) => c.parameters.map((p) => p.text));
    const button = components.find((c) => c.type === 'button');
    // An authentication template is refused without its copy-code button, and the button's code
    // must be the body's: what the Cloud API checks against the approved template.
    if (
      template.name === WHATSAPP_CODE_TEMPLATE &&
      (button?.sub_type !== 'url' || button.index !== '0' || button.parameters[0]?.text !== params[0])
    ) {
      return send(
        400,
        error('(#132000) Number of parameters does not match the expected number of params', 132000),
      );
    }
    const copyCode = button?.parameters[0]?.text;
    sent.push({
      id,
      to: body.to ?? '',
      template: template.name,
      language: template.language?.code ?? '',
      params,
      ...(copyCode === undefined ? {} : { copyCode }),
    });
    send(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${bound}`,
    token,
    phoneNumberId,
    appSecret,
    verifyToken,
    sent,
    failNext(status, code, message = 'Message failed') {
      failures.push({ status, code, message });
    },
    webhook(value, forNumber = phoneNumberId) {
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '102290129340398',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550001234', phone_number_id: forNumber },
                  ...value,
                },
              },
            ],
          },
        ],
      });
      return { body, signature: hubSignature(body, appSecret) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The env that points an app at the stand-in. */
export const whatsappEnv = (stub: WhatsappStub): Record<string, string> => ({
  WHATSAPP_TOKEN: stub.token,
  WHATSAPP_PHONE_NUMBER_ID: stub.phoneNumberId,
  WHATSAPP_APP_SECRET: stub.appSecret,
  WHATSAPP_VERIFY_TOKEN: stub.verifyToken,
  WHATSAPP_API_URL: stub.url,
});
