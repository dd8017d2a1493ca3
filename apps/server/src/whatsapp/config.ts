/** The WhatsApp settings, read from the environment by config.ts (docs/product/notifications.md#whatsapp). */
export interface WhatsappConfig {
  /** With the phone number id: the Cloud API; without: messages go to DATA_DIR/outbox/whatsapp. */
  token: string | undefined;
  phoneNumberId: string | undefined;
  /** Signs the webhook's X-Hub-Signature-256; without it the webhook answers 503. */
  appSecret: string | undefined;
  /** Answers the webhook's subscription handshake. */
  verifyToken: string | undefined;
  apiUrl: string;
}

export function whatsappConfig(e: {
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_VERIFY_TOKEN?: string;
  WHATSAPP_API_URL: string;
}): WhatsappConfig {
  return {
    token: e.WHATSAPP_TOKEN,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: e.WHATSAPP_APP_SECRET,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    apiUrl: withoutTrailingSlashes(e.WHATSAPP_API_URL),
  };
}

/** `https://host/v21.0/` and `https://host/v21.0` name the same base; a loop, not a backtracking pattern. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}
