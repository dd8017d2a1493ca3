import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WHATSAPP_CODE_TEMPLATE } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { WhatsappStub } from '../../test/whatsapp-stub.ts';

/** What the WhatsApp suites share: the code a number was sent, and a number given and confirmed. */

/** Where the codes went: the Cloud API's stand-in, or the outbox directory of an app without keys. */
export type CodeSource = WhatsappStub | string;

/** The copy-code messages one number was sent, oldest first. */
export async function codesSentTo(source: CodeSource, phone: string) {
  const to = `91${phone}`;
  if (typeof source !== 'string') {
    return source.sent.filter((m) => m.to === to && m.template === WHATSAPP_CODE_TEMPLATE);
  }
  const names = (await readdir(source).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const kept = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(source, n), 'utf8'))));
  return (
    kept as { to: string; template: string; language: string; params: string[]; copyCode?: string }[]
  ).filter((m) => m.to === to && m.template === WHATSAPP_CODE_TEMPLATE);
}

/** The last code sent to a number. */
export async function lastCode(source: CodeSource, phone: string): Promise<string> {
  const code = (await codesSentTo(source, phone)).at(-1)?.params[0];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

export const outboxOf = (dataDir: string) => join(dataDir, 'outbox', 'whatsapp');

export const giveNumber = (app: FastifyInstance, auth: Record<string, string>, phone: string) =>
  app.inject({ method: 'PUT', url: '/api/notifications/whatsapp', headers: auth, payload: { phone } });

export const sendCode = (app: FastifyInstance, auth: Record<string, string>, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/notifications/whatsapp/confirm',
    headers: auth,
    payload: { code },
  });

/** Gives the number on the profile and sends back the code it received: WhatsApp is on. */
export async function confirmNumber(
  app: FastifyInstance,
  auth: Record<string, string>,
  phone: string,
  source: CodeSource,
) {
  const given = await giveNumber(app, auth, phone);
  expect(given.statusCode, given.body).toBe(200);
  const confirmed = await sendCode(app, auth, await lastCode(source, phone));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().data.whatsapp.status).toBe('confirmed');
}
