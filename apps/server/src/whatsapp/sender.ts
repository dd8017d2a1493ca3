import { join } from 'node:path';
import type { Config } from '../config.ts';
import { cloudApiSender, outboxWhatsapp, type WhatsappSender } from './cloud-api.ts';

/** The Cloud API with a token and phone number id; otherwise DATA_DIR/outbox/whatsapp. */
export function whatsappSender(config: Pick<Config, 'whatsapp' | 'dataDir'>): WhatsappSender {
  const { token, phoneNumberId, apiUrl } = config.whatsapp;
  return token && phoneNumberId
    ? cloudApiSender({ apiUrl, token, phoneNumberId })
    : outboxWhatsapp(join(config.dataDir, 'outbox', 'whatsapp'));
}
