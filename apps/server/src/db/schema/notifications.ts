import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { createdAt, ts, updatedAt } from './columns.ts';

/**
 * What Kalvi told a learner (docs/decisions/176-notifications-real-time.md): one row per event
 * and learner, by a key naming what it is about, so a notification offered twice is one row.
 * The title is written in the learner's language when it is made; `source` is the job that
 * made it, read again at send time so a reminder for a started or cancelled session is dropped.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    title: text('title').notNull(),
    url: text('url').notNull().default(''),
    /** The WhatsApp template's body parameters, in order. */
    params: jsonb('params').notNull().default([]),
    /** The mail job that made it (composed again at send time), or null when `mail` is kept. */
    source: jsonb('source'),
    /** The e-mail composed when the notification was made, for kinds with no job to compose it. */
    mail: jsonb('mail'),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A learner's choice per kind: e-mail and WhatsApp (in Kalvi always). No row: both on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef(),
    kind: text('kind').notNull(),
    email: boolean('email').notNull().default(true),
    whatsapp: boolean('whatsapp').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * WhatsApp opt-in (docs/decisions/177-whatsapp-opt-in.md): nothing is sent without a row
 * whose opted_in_at is set and opted_out_at is null. The number is the country code and ten
 * digits, as the Cloud API takes it. Only a number the learner proved with a code
 * (`confirmed_at`, docs/decisions/197-whatsapp-number-confirmation.md) gets anything but that code.
 */
export const whatsappOptIns = pgTable('whatsapp_opt_ins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  optedInAt: ts('opted_in_at').notNull(),
  optedOutAt: ts('opted_out_at'),
  /** 'profile' or 'stop' (the learner replied STOP). */
  optOutVia: text('opt_out_via'),
  /** When the code sent to `phone` came back; null again whenever the number is given anew. */
  confirmedAt: ts('confirmed_at'),
});

/**
 * The one code waiting per account (docs/decisions/197-whatsapp-number-confirmation.md): kept as
 * an HMAC under the server secret, bound to the account and the number it went to, spent by a
 * match, worthless after `expires_at` or the last attempt.
 */
export const whatsappCodes = pgTable('whatsapp_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

/** One row per notification and channel: queued, sent, delivered, read, failed or dropped. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('queued'),
    /** The Cloud API's message id (wamid.…), matched by the status webhook. */
    providerId: text('provider_id'),
    error: text('error').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('notification_deliveries_channel_key').on(t.notificationId, t.channel),
    index('notification_deliveries_provider_idx').on(t.providerId),
  ],
);

/**
 * Every WhatsApp webhook event kept once: a status of a message, or a message a learner sent
 * (status 'inbound'). Delivery is at least once, so the pair is unique and a replay adds nothing.
 */
export const whatsappEvents = pgTable(
  'whatsapp_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id').notNull(),
    status: text('status').notNull(),
    recipient: text('recipient').notNull().default(''),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [unique('whatsapp_events_message_status_key').on(t.messageId, t.status)],
);
