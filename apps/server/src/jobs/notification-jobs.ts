import { isOptionalKind, type NotificationKind, WHATSAPP_TEMPLATES } from '@kalvi/shared';
import type { MailMessage } from '../mail/mailer.ts';
import * as q from '../modules/notifications/queries.ts';
import { type NotifyDeps, record, titleOf } from '../modules/notifications/service.ts';
import { unsubscribeHeaders } from '../modules/notifications/unsubscribe.ts';
import { WhatsappError } from '../whatsapp/cloud-api.ts';
import {
  composeNotice,
  deliver,
  type MailJob,
  type MailJobDeps,
  mailKey,
  type NoticeJob,
} from './mail-jobs.ts';
import { MAX_ATTEMPTS, offer } from './queue.ts';
import type { JobHandlers } from './registry.ts';

/**
 * The classroom's jobs (docs/decisions/131, 176): an enrolment's confirmation e-mail, and the
 * reminders, reviews and certificates that are notifications too, with each notification's
 * channels. Registered with the others in plugins/jobs.ts (docs/decisions/202-one-job-queue.md).
 */
export const classroomJobHandlers: JobHandlers = {
  'course-confirmation': (deps, job) => deliver(deps, job),
  'event-confirmation': (deps, job) => deliver(deps, job),
  reminder: (deps, job) => announce(deps, job),
  'project-reviewed': (deps, job) => announce(deps, job),
  'certificate-issued': (deps, job) => announce(deps, job),
  notification: (deps, job, attempts) => deliverNotification(deps, job, attempts),
};

const NOTICE_KIND: Record<NoticeJob['kind'], NotificationKind> = {
  reminder: 'reminder',
  'project-reviewed': 'review',
  'certificate-issued': 'certificate',
};

/** The worker offers follow-up jobs itself: its loop takes them before it sleeps. */
export function notifyDeps(deps: MailJobDeps): NotifyDeps {
  return {
    db: deps.db,
    now: deps.now,
    enqueue: async (job: MailJob) => {
      await offer(deps.db, mailKey(job), job, deps.now());
    },
  };
}

const pathOf = (appUrl: string, url: string) =>
  url.startsWith(appUrl) ? url.slice(appUrl.length) || '/' : url;

/** Adds RFC 8058 one-click unsubscribe to a mail a learner may turn off. */
function withUnsubscribe(
  deps: MailJobDeps,
  message: MailMessage,
  userId: string,
  kind: NotificationKind,
): MailMessage {
  const channels = deps.notifications;
  if (!channels || !isOptionalKind(kind)) return message;
  return {
    ...message,
    headers: unsubscribeHeaders(
      { appUrl: deps.appUrl, mailFrom: channels.mailFrom, secret: channels.secret },
      userId,
      kind,
    ),
  };
}

/**
 * A reminder, review or certificate job: the in-app notification, its WhatsApp message queued,
 * and its e-mail sent here when the learner wants it (so a retry of this job resends only that).
 */
export async function announce(deps: MailJobDeps, job: NoticeJob): Promise<'sent' | 'dropped'> {
  const notice = await composeNotice(deps, job);
  if (!notice) return 'dropped';
  const kind = NOTICE_KIND[job.kind];
  const made = await record(notifyDeps(deps), {
    userId: notice.userId,
    kind,
    key: mailKey(job),
    title: titleOf(notice.message.subject),
    url: pathOf(deps.appUrl, notice.url),
    source: job,
  });
  if (!made.email) return 'sent';
  await deps.mailer.send(withUnsubscribe(deps, notice.message, notice.userId, kind));
  await q.setDelivery(deps.db, made.id, 'email', { status: 'sent' });
  deps.notifications?.count('email', 'sent');
  return 'sent';
}

/** The message of a notification as it stands now: null when it no longer applies. */
async function current(
  deps: MailJobDeps,
  row: q.NotificationRow,
): Promise<{ message: MailMessage; url: string } | null> {
  const source = row.source as NoticeJob | null;
  if (source) {
    const notice = await composeNotice(deps, source);
    return notice && { message: notice.message, url: notice.url };
  }
  const to = await q.recipient(deps.db, row.userId);
  const mail = row.mail as Omit<MailMessage, 'to'> | null;
  return to && mail ? { message: { ...mail, to: to.email }, url: `${deps.appUrl}${row.url}` } : null;
}

/** One channel of one notification, claimed from the queue. */
export async function deliverNotification(
  deps: MailJobDeps,
  job: Extract<MailJob, { kind: 'notification' }>,
  attempts: number,
): Promise<'sent' | 'dropped'> {
  const row = await q.findNotification(deps.db, job.notificationId);
  const now = row && (await current(deps, row));
  const kind = row?.kind as NotificationKind;
  if (!row || !now) {
    if (row) await q.setDelivery(deps.db, row.id, job.channel, { status: 'dropped' });
    deps.notifications?.count(job.channel, 'dropped');
    return 'dropped';
  }
  if (job.channel === 'email') {
    try {
      await deps.mailer.send(withUnsubscribe(deps, now.message, row.userId, kind));
    } catch (err) {
      deps.notifications?.count('email', 'failed');
      throw err;
    }
    await q.setDelivery(deps.db, row.id, 'email', { status: 'sent' });
    deps.notifications?.count('email', 'sent');
    return 'sent';
  }
  return sendWhatsapp(deps, row, now.url, attempts);
}

async function sendWhatsapp(
  deps: MailJobDeps,
  row: q.NotificationRow,
  url: string,
  attempts: number,
): Promise<'sent' | 'dropped'> {
  const channels = deps.notifications;
  const phone = await q.activePhone(deps.db, row.userId);
  const template = WHATSAPP_TEMPLATES[row.kind as NotificationKind];
  const to = await q.recipient(deps.db, row.userId);
  // Opted out since it was queued: nothing goes to WhatsApp.
  if (!channels || !phone || !template || !to) {
    await q.setDelivery(deps.db, row.id, 'whatsapp', { status: 'dropped' });
    return 'dropped';
  }
  try {
    const { id } = await channels.whatsapp.send({
      to: phone,
      template,
      language: to.language,
      params: [row.title, url],
    });
    await q.setDelivery(deps.db, row.id, 'whatsapp', { status: 'sent', providerId: id });
    channels.count('whatsapp', 'sent');
    return 'sent';
  } catch (err) {
    channels.count('whatsapp', 'failed');
    const permanent = err instanceof WhatsappError && err.permanent;
    if (!permanent && attempts < MAX_ATTEMPTS) throw err;
    await q.setDelivery(deps.db, row.id, 'whatsapp', {
      status: 'failed',
      error: (err as Error).message.slice(0, 500),
    });
    await fallBackToEmail(notifyDeps(deps), row.id);
    return 'dropped';
  }
}

/** A WhatsApp message that failed goes by e-mail instead (once: the e-mail job's key is unique). */
export async function fallBackToEmail(deps: NotifyDeps, notificationId: string): Promise<void> {
  // Already going by e-mail (the learner wants both): no second e-mail.
  const email = await q.deliveryOf(deps.db, notificationId, 'email');
  if (email && email.status !== 'dropped') return;
  await q.ensureDelivery(deps.db, notificationId, 'email');
  await deps.enqueue({ kind: 'notification', channel: 'email', notificationId });
}
