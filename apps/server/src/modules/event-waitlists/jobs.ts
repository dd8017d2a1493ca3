import { webPaths } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import { events, eventWaitlistEntries, users } from '../../db/schema.ts';
import type { MailJob, MailJobDeps } from '../../jobs/mail-jobs.ts';
import { notifyDeps as queueNotifyDeps } from '../../jobs/notification-jobs.ts';
import type { JobHandlers } from '../../jobs/registry.ts';
import { type NotifyDeps, notify, titleOf } from '../notifications/service.ts';
import { seatOfferedMail } from './mail.ts';
import { lapseOffer } from './offers.ts';

type WaitlistJob = Extract<MailJob, { kind: 'waitlist-offer' | 'waitlist-lapse' }>;

/** This module's kinds on the job queue, registered in plugins/jobs.ts (docs/decisions/202-one-job-queue.md). */
export const waitlistJobHandlers: JobHandlers = {
  'waitlist-offer': (deps, job) => runWaitlistJob(deps, queueNotifyDeps(deps), job),
  'waitlist-lapse': (deps, job) => runWaitlistJob(deps, queueNotifyDeps(deps), job),
};

/**
 * The waitlist's jobs on the durable queue (docs/decisions/180-event-waitlists.md): an offer's
 * message (in Kalvi, by e-mail, and on WhatsApp when the learner opted in, through notify) and
 * its lapse at the deadline, run by whichever instance claims the job.
 */
export async function runWaitlistJob(
  deps: MailJobDeps,
  notifyDeps: NotifyDeps,
  job: WaitlistJob,
): Promise<'sent' | 'dropped'> {
  if (job.kind === 'waitlist-lapse') {
    const lapsed = await deps.db.transaction((tx) => lapseOffer(tx, job.entryId, deps.now()));
    return lapsed ? 'sent' : 'dropped';
  }
  const [row] = await deps.db
    .select({ entry: eventWaitlistEntries, event: events, user: users })
    .from(eventWaitlistEntries)
    .innerJoin(events, eq(events.id, eventWaitlistEntries.eventId))
    .innerJoin(users, eq(users.id, eventWaitlistEntries.userId))
    .where(eq(eventWaitlistEntries.id, job.entryId));
  // Claimed, left or lapsed before the message went: nothing to tell.
  if (row?.entry.status !== 'offered' || !row.entry.offerExpiresAt) return 'dropped';
  const language = row.user.preferredLanguage === 'ta' ? 'ta' : 'en';
  // The events page, where a full event's card shows the offer and its deadline.
  const path = webPaths.events;
  const mail = seatOfferedMail(
    { email: row.user.email, firstName: row.user.firstName, language },
    {
      event: (language === 'ta' && row.event.titleTa) || row.event.title,
      expiresAt: row.entry.offerExpiresAt,
      url: `${deps.appUrl}${path}`,
      price: row.event.isFree ? null : row.event.price,
    },
  );
  const { to: _to, ...message } = mail;
  await notify(notifyDeps, {
    userId: row.user.id,
    kind: 'waitlist',
    key: `waitlist-offer:${job.entryId}:${job.offeredAt}`,
    title: titleOf(message.subject),
    url: path,
    mail: message,
  });
  return 'sent';
}
