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
