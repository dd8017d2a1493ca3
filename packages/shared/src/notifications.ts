import { z } from 'zod';
import { dataAnswer, messageDataAnswer, pageAnswer } from './envelopes.ts';
import {
  indianMobile,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  OPTIONAL_KINDS,
  WHATSAPP_CODE_LENGTH,
} from './notification-rules.ts';
import { pageQuery } from './pagination.ts';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  url: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = pageQuery(NOTIFICATION_PAGE_SIZE);
export const notificationPageSchema = pageAnswer(notificationSchema);
export const unreadCountAnswerSchema = dataAnswer(z.object({ unread: z.number().int() }));

const channelsSchema = z.object({ email: z.boolean(), whatsapp: z.boolean() });
export const notificationPreferencesSchema = z.object({
  kinds: z.object({
    answer: channelsSchema,
    review: channelsSchema,
    certificate: channelsSchema,
    reminder: channelsSchema,
    announcement: channelsSchema,
  } satisfies Record<(typeof OPTIONAL_KINDS)[number], typeof channelsSchema>),
  whatsapp: z.object({
    /** The number given (+91…), confirmed or not; null when WhatsApp is off. */
    phone: z.string().nullable(),
    optedInAt: z.string().nullable(),
    /** 'unconfirmed' until the code sent to the number comes back: nothing else is sent to it. */
    status: z.enum(['off', 'unconfirmed', 'confirmed']),
    confirmedAt: z.string().nullable(),
    /** When the code last sent stops working; null when none is waiting. */
    codeExpiresAt: z.string().nullable(),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesAnswerSchema = dataAnswer(notificationPreferencesSchema);
export const savedPreferencesAnswerSchema = messageDataAnswer(notificationPreferencesSchema);

/** PUT: the kinds to change (others stay as they are). */
export const notificationPreferencesInputSchema = z.object({
  kinds: z.partialRecord(z.enum(OPTIONAL_KINDS), channelsSchema),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

export const INDIAN_MOBILE_ONLY =
  'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (with or without +91)';
export const whatsappOptInInputSchema = z.object({
  phone: z
    .string({ message: INDIAN_MOBILE_ONLY })
    .max(20, INDIAN_MOBILE_ONLY)
    .refine((v) => indianMobile(v) !== null, INDIAN_MOBILE_ONLY),
});
export type WhatsappOptInInput = z.infer<typeof whatsappOptInInputSchema>;

export const WHATSAPP_CODE_FORMAT = `Enter the ${WHATSAPP_CODE_LENGTH}-digit code we sent on WhatsApp`;
export const whatsappConfirmInputSchema = z.object({
  code: z
    .string({ message: WHATSAPP_CODE_FORMAT })
    .trim()
    .length(WHATSAPP_CODE_LENGTH, WHATSAPP_CODE_FORMAT)
    .regex(/^\d+$/, WHATSAPP_CODE_FORMAT),
});
export type WhatsappConfirmInput = z.infer<typeof whatsappConfirmInputSchema>;

export const unsubscribeQuery = z.object({ token: z.string().max(300) });

export type UnreadCountAnswer = z.infer<typeof unreadCountAnswerSchema>;
export type NotificationPageAnswer = z.infer<typeof notificationPageSchema>;
export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesAnswerSchema>;

// What the server answers, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).
export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const NOTIFICATION_PREFERENCES_SAVED = 'Your notification choices are saved';
export const WHATSAPP_OPTED_IN = 'WhatsApp messages are on for this number';
export const WHATSAPP_OPTED_OUT = 'WhatsApp messages are off';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';
export const WHATSAPP_CODE_SENT =
  'We sent a code to this number on WhatsApp. Enter it here to turn WhatsApp messages on';
export const WHATSAPP_CODE_WRONG =
  'That code is not right. Check the latest WhatsApp message from Kalvi and try again';
export const WHATSAPP_CODE_NONE = 'No code is waiting for this number, or it has expired. Ask for a new code';
export const WHATSAPP_CODE_USED_UP = 'Too many wrong codes. Ask for a new code';
export const WHATSAPP_CANNOT_RECEIVE =
  'This number cannot receive WhatsApp messages. Check the number or use another';
export const WHATSAPP_CODE_NOT_SENT =
  'We could not send the code on WhatsApp right now. Please try again in a few minutes.';
export const NOTIFICATION_MARKED_READ = 'Marked as read';
export const ALL_NOTIFICATIONS_MARKED_READ = 'All notifications marked as read';
