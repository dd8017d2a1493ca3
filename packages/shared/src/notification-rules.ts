/**
 * What Kalvi tells a learner, and through which channels (docs/decisions/176-notifications-real-time.md and
 * docs/decisions/177-whatsapp-opt-in.md). Pure rules both sides use.
 */
export const NOTIFICATION_KINDS = [
  'answer',
  'review',
  'certificate',
  'reminder',
  'refund',
  'event',
  'announcement',
  'waitlist',
  'batch',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a learner may turn off by e-mail or WhatsApp; the rest are about money or a seat. */
export const OPTIONAL_KINDS = ['answer', 'review', 'certificate', 'reminder', 'announcement'] as const;
export type OptionalKind = (typeof OPTIONAL_KINDS)[number];
export const isOptionalKind = (kind: string): kind is OptionalKind =>
  (OPTIONAL_KINDS as readonly string[]).includes(kind);

/** The kinds with an approved WhatsApp template (in `ta` and `en`). */
export const WHATSAPP_TEMPLATES: Partial<Record<NotificationKind, string>> = {
  reminder: 'live_session_reminder',
  answer: 'question_answered',
  review: 'project_reviewed',
  certificate: 'certificate_issued',
  waitlist: 'waitlist_seat_offered',
};

export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * Confirming a WhatsApp number (docs/decisions/197-whatsapp-number-confirmation.md): a code sent
 * in the authentication template, valid for a while, a few tries each, and a few codes an hour
 * per account and per number, so no one can make Kalvi message a stranger more than that.
 */
export const WHATSAPP_CODE_TEMPLATE = 'kalvi_number_code';
export const WHATSAPP_CODE_LENGTH = 6;
export const WHATSAPP_CODE_TTL_MINUTES = 10;
export const WHATSAPP_CODE_MAX_ATTEMPTS = 5;
export const WHATSAPP_CODES_PER_ACCOUNT_HOUR = 5;
export const WHATSAPP_CODES_PER_NUMBER_HOUR = 3;

/**
 * An Indian mobile number as the Cloud API takes it (91 and ten digits, the first 6 to 9), from
 * what a learner types: spaces, dashes, a leading +91, 91 or 0 are allowed. Anything else: null.
 */
export function indianMobile(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '');
  const m = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return m ? `91${m[1]}` : null;
}
