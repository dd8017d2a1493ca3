import {
  isOptionalKind,
  makePagination,
  NOTIFICATION_NOT_FOUND,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  OPTIONAL_KINDS,
  SITE,
  UNSUBSCRIBE_LINK_INVALID,
  WHATSAPP_TEMPLATES,
} from '@kalvi/shared';
import type { MailJob } from '../../jobs/mail-jobs.ts';
import type { DbDeps, Logger } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/paging.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import * as q from './queries.ts';
import { answeredMail } from './texts.ts';
import { readUnsubscribeToken } from './unsubscribe.ts';
import { codeRow, discardCode } from './whatsapp-queries.ts';

/** What a module that tells a learner something passes: its own deps carry these. */
export interface NoticeDeps extends DbDeps {
  log: Logger;
  /** app.jobs (plugins/jobs.ts), named by shape: that plugin runs this module's jobs. */
  jobs: { enqueue(job: MailJob): Promise<void> };
}

/** What every notification needs: the database, a clock and the durable queue (decision 131). */
export interface NotifyDeps extends DbDeps {
  now: () => Date;
  /** Offers a job on the durable queue; a job offered twice is one job. */
  enqueue: (job: MailJob) => Promise<void>;
}

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** Names what it is about; one notification per key, ever. */
  key: string;
  /** In the learner's language. */
  title: string;
  /** A path or address to open. */
  url: string;
  /** The mail job that stands for it, composed again at send time (reminders, reviews, certificates). */
  source?: MailJob;
  /** Or the e-mail itself, composed now in the learner's language. */
  mail?: Omit<MailMessage, 'to'>;
}

/** A mail subject without the brand before it, as the bell lists it. */
const BRAND_PREFIX = `${SITE.brand}:`;
/** A mail's subject without the brand in front: the bell already sits in Kalvi. */
export const titleOf = (subject: string) =>
  subject.startsWith(BRAND_PREFIX) ? subject.slice(BRAND_PREFIX.length).trimStart() : subject;

/** The channels a learner wants for a kind: e-mail always for the kinds about money or a seat. */
export async function channelsFor(
  deps: DbDeps,
  userId: string,
  kind: NotificationKind,
): Promise<{ email: boolean; whatsapp: boolean }> {
  const optional = isOptionalKind(kind);
  const pref = optional ? (await q.preferenceRows(deps.db, userId)).find((p) => p.kind === kind) : undefined;
  const phone = WHATSAPP_TEMPLATES[kind] ? await q.activePhone(deps.db, userId) : undefined;
  return {
    email: !optional || (pref?.email ?? true),
    whatsapp: Boolean(phone) && (pref?.whatsapp ?? true),
  };
}

/**
 * Records the in-app notification (once per key) and offers its WhatsApp message when the learner
 * opted in and wants this kind there; answers whether they want it by e-mail, for the caller to
 * send inline (a mail job) or queue (notify).
 */
export async function record(
  deps: NotifyDeps,
  input: NotificationInput,
): Promise<{ id: string; created: boolean; email: boolean }> {
  const { row, created } = await q.insertNotification(deps.db, {
    userId: input.userId,
    kind: input.kind,
    key: input.key,
    title: input.title.slice(0, 300),
    url: input.url,
    source: input.source ?? null,
    mail: input.mail ?? null,
    createdAt: deps.now(),
  });
  const channels = await channelsFor(deps, input.userId, input.kind);
  if (channels.whatsapp) {
    await q.ensureDelivery(deps.db, row.id, 'whatsapp');
    await deps.enqueue({ kind: 'notification', channel: 'whatsapp', notificationId: row.id });
  }
  return { id: row.id, created, email: channels.email };
}

/** Tells a learner something: in Kalvi always, by e-mail and WhatsApp as they chose, through the queue. */
export async function notify(deps: NotifyDeps, input: NotificationInput): Promise<string> {
  const made = await record(deps, input);
  if (made.email) {
    await q.ensureDelivery(deps.db, made.id, 'email');
    await deps.enqueue({ kind: 'notification', channel: 'email', notificationId: made.id });
  }
  return made.id;
}

const toItem = (row: q.NotificationRow) => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  url: row.url,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function listNotifications(deps: DbDeps, userId: string, { page, limit }: PageRequest) {
  const { rows, total } = await q.pageOfNotifications(deps.db, userId, limit, (page - 1) * limit);
  return { data: rows.map(toItem), pagination: makePagination(page, limit, total) };
}

export const unreadCount = (deps: DbDeps, userId: string) => q.countUnread(deps.db, userId);

export async function markOneRead(deps: NotifyDeps, userId: string, id: string): Promise<void> {
  const row = isUuid(id) ? await q.findNotification(deps.db, id) : undefined;
  if (row?.userId !== userId) throw notFound(NOTIFICATION_NOT_FOUND);
  await q.markRead(deps.db, userId, id, deps.now());
}

export async function markAllRead(deps: NotifyDeps, userId: string): Promise<number> {
  return (await q.markRead(deps.db, userId, undefined, deps.now())).length;
}

export async function preferences(deps: DbDeps, userId: string): Promise<NotificationPreferences> {
  const rows = await q.preferenceRows(deps.db, userId);
  const kinds = Object.fromEntries(
    OPTIONAL_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return [kind, { email: row?.email ?? true, whatsapp: row?.whatsapp ?? true }];
    }),
  ) as NotificationPreferences['kinds'];
  const optIn = await q.optInRow(deps.db, userId);
  const given = optIn && !optIn.optedOutAt ? optIn : undefined;
  const code = given && !given.confirmedAt ? await codeRow(deps.db, userId) : undefined;
  const waiting = code && code.phone === given?.phone && code.expiresAt > new Date() ? code : undefined;
  return {
    kinds,
    whatsapp: {
      phone: given ? `+${given.phone}` : null,
      optedInAt: given ? given.optedInAt.toISOString() : null,
      status: given ? (given.confirmedAt ? 'confirmed' : 'unconfirmed') : 'off',
      confirmedAt: given?.confirmedAt ? given.confirmedAt.toISOString() : null,
      codeExpiresAt: waiting ? waiting.expiresAt.toISOString() : null,
    },
  };
}

export async function savePreferences(
  deps: DbDeps,
  userId: string,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  for (const kind of OPTIONAL_KINDS) {
    const choice = input.kinds[kind];
    if (choice) await q.upsertPreference(deps.db, userId, kind, choice.email, choice.whatsapp);
  }
  return preferences(deps, userId);
}

/** Off, from the profile: a number waiting for its code is dropped with its code. */
export async function optOutWhatsapp(deps: NotifyDeps, userId: string) {
  await q.saveOptOut(deps.db, { userId }, 'profile', deps.now());
  await discardCode(deps.db, userId);
  return preferences(deps, userId);
}

/** One-click unsubscribe: the token's kind stops coming by e-mail; WhatsApp stays as chosen. */
export async function unsubscribe(deps: DbDeps & { secret: string }, token: string) {
  const found = readUnsubscribeToken(deps.secret, token);
  const to = found && (await q.recipient(deps.db, found.userId));
  if (!found || !to) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
  const current = (await preferences(deps, found.userId)).kinds[found.kind];
  await q.upsertPreference(deps.db, found.userId, found.kind, false, current.whatsapp);
  return { kind: found.kind, language: to.language };
}

/** Who a token names, for the confirm page; null when the token is not ours. */
export async function unsubscribeTarget(deps: DbDeps & { secret: string }, token: string) {
  const found = readUnsubscribeToken(deps.secret, token);
  const to = found && (await q.recipient(deps.db, found.userId));
  return found && to ? { kind: found.kind, language: to.language } : null;
}

/**
 * A notification whose e-mail is already written (a refund, a cancelled event): the bell shows
 * its subject, the queue sends it. Never throws: the change it tells of is saved already.
 */
export async function notifyByMail(
  deps: NoticeDeps,
  input: { userId: string; kind: NotificationKind; key: string; url: string },
  message: MailMessage,
): Promise<void> {
  const { to: _to, ...mail } = message;
  const queue: NotifyDeps = {
    db: deps.db,
    now: () => new Date(),
    enqueue: (job) => deps.jobs.enqueue(job),
  };
  try {
    await notify(queue, { ...input, title: titleOf(mail.subject), mail });
  } catch (err) {
    deps.log.error({ err, key: input.key }, 'notification not queued');
  }
}

/** Tells a learner their question has an answer (the questions module calls this once per answer). */
export async function notifyAnswered(
  deps: NoticeDeps & { appUrl: string },
  args: { userId: string; answerId: string; question: string; path: string },
): Promise<void> {
  const to = await q.recipient(deps.db, args.userId);
  if (!to) return;
  const mail = answeredMail(to, { question: args.question, url: `${deps.appUrl}${args.path}` });
  const key = `answer:${args.answerId}`;
  await notifyByMail(deps, { userId: args.userId, kind: 'answer', key, url: args.path }, mail);
}
