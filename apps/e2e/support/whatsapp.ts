import { STAND_IN_SENT_PATH, type WhatsappStub } from '@kalvi/server/test-support/whatsapp-stub';

export type WhatsappMessage = WhatsappStub['sent'][number];

/**
 * Every template message the shared server's WhatsApp stand-in accepted, in order
 * (support/start-with-stand-ins.ts starts it on E2E_WHATSAPP_PORT).
 */
export async function whatsappSent(): Promise<WhatsappMessage[]> {
  const answer = await fetch(`http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}${STAND_IN_SENT_PATH}`);
  if (!answer.ok) throw new Error(`the WhatsApp stand-in answered ${answer.status}`);
  return (await answer.json()) as WhatsappMessage[];
}
