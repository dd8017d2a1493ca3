import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  certificates,
  courseEnrollments,
  courses,
  eventEnrollments,
  events,
  lessons,
  projectSubmissions,
  users,
} from '../db/schema.ts';
import type { Tx } from '../lib/tx.ts';
import {
  certificateIssuedMail,
  courseConfirmationMail,
  eventConfirmationMail,
  projectReviewedMail,
  type Reader,
  reminderMail,
} from '../mail/learner-mails.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { batchSessionReminder, TIMETABLE_PATH } from '../modules/batches/reminders.ts';
import type { InvoiceLinks } from '../payments/invoice-links.ts';
import type { WhatsappSender } from '../whatsapp/cloud-api.ts';

/** What a mail job is about; the worker reads the rest from the database when it runs. */
export type MailJob =
  | { kind: 'course-confirmation'; enrolmentId: string }
  | { kind: 'event-confirmation'; enrolmentId: string }
  | {
      kind: 'reminder';
      /** A course's live lesson, an event, or a session of a batch (docs/decisions/217). */
      target: 'lesson' | 'event' | 'batch-session';
      id: string;
      userId: string;
      hoursBefore: 24 | 1;
      startsAt: string;
    }
  | { kind: 'project-reviewed'; submissionId: string; reviewedAt: string }
  | { kind: 'certificate-issued'; certificateId: string }
  | { kind: 'notification'; channel: 'email' | 'whatsapp'; notificationId: string }
  | { kind: 'waitlist-offer' | 'waitlist-lapse'; entryId: string; offeredAt: string }
  /** A referrer's credit, settled when the friend's refund window has passed (decision 182). */
  | { kind: 'referral-reward'; rewardId: string; dueAt: string }
  /** A batch session's reminder moment: one reminder job per member, made when it comes (decision 224). */
  | { kind: 'batch-reminders'; sessionId: string; hoursBefore: 24 | 1; startsAt: string };

/** The key of a job: one job, so one e-mail, per key, ever (jobs.key). */
export function mailKey(job: MailJob): string {
  switch (job.kind) {
    case 'course-confirmation':
    case 'event-confirmation':
      return `${job.kind}:${job.enrolmentId}`;
    case 'reminder':
      return `reminder:${job.target}:${job.id}:${job.userId}:${job.hoursBefore}h:${job.startsAt}`;
    case 'project-reviewed':
      return `project-reviewed:${job.submissionId}:${job.reviewedAt}`;
    case 'certificate-issued':
      return `certificate-issued:${job.certificateId}`;
    case 'notification':
      return `notification:${job.channel}:${job.notificationId}`;
    case 'waitlist-offer':
    case 'waitlist-lapse':
      return `${job.kind}:${job.entryId}:${job.offeredAt}`;
    case 'referral-reward':
      return `referral-reward:${job.rewardId}:${job.dueAt}`;
    case 'batch-reminders':
      return `batch-reminders:${job.sessionId}:${job.hoursBefore}h:${job.startsAt}`;
  }
}

/** What the worker needs beyond e-mail to deliver notifications (docs/decisions/176, 177). */
export interface NotificationChannels {
  whatsapp: WhatsappSender;
  /** Signs the unsubscribe links. */
  secret: string;
  mailFrom: string;
  count(channel: 'email' | 'whatsapp', outcome: 'sent' | 'failed' | 'dropped'): void;
}

export interface MailJobDeps {
  db: Db;
  mailer: Mailer;
  invoiceLinks: InvoiceLinks;
  appUrl: string;
  now: () => Date;
  /** WhatsApp, unsubscribe headers and metrics (docs/decisions/176); absent, e-mail only. */
  notifications?: NotificationChannels;
}

async function reader(tx: Tx, userId: string): Promise<Reader | undefined> {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row && { email: row.email, firstName: row.firstName, language: row.language === 'ta' ? 'ta' : 'en' };
}

const learnUrl = (appUrl: string, courseId: string) => `${appUrl}/learn/${encodeURIComponent(courseId)}`;

/**
 * The message a job stands for, read fresh from the database, or null when it no longer
 * applies: an enrolment refunded or revoked, a session moved (its new time has its own
 * reminders), a session already started, an event cancelled.
 */
export async function compose(deps: MailJobDeps, job: MailJob): Promise<MailMessage | null> {
  const { db, appUrl } = deps;
  switch (job.kind) {
    case 'course-confirmation': {
      const [row] = await db
        .select({
          userId: courseEnrollments.userId,
          courseId: courses.id,
          title: courses.title,
          paymentId: courseEnrollments.paymentId,
        })
        .from(courseEnrollments)
        .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
        .where(and(eq(courseEnrollments.id, job.enrolmentId), isNull(courseEnrollments.revokedAt)));
      const to = row && (await reader(db, row.userId));
      if (!row || !to) return null;
      const invoice = row.paymentId ? await deps.invoiceLinks.url(row.paymentId, row.userId) : null;
      return courseConfirmationMail(to, {
        course: row.title,
        learnUrl: learnUrl(appUrl, row.courseId),
        invoiceUrl: invoice && `${appUrl}${invoice}`,
      });
    }
    case 'event-confirmation': {
      const [row] = await db
        .select({ userId: eventEnrollments.userId, paymentId: eventEnrollments.paymentId, event: events })
        .from(eventEnrollments)
        .innerJoin(events, eq(events.id, eventEnrollments.eventId))
        .where(eq(eventEnrollments.id, job.enrolmentId));
      const to = row && (await reader(db, row.userId));
      if (!row || !to || row.event.cancelled) return null;
      const invoice = row.paymentId ? await deps.invoiceLinks.url(row.paymentId, row.userId) : null;
      return eventConfirmationMail(to, {
        event: (to.language === 'ta' && row.event.titleTa) || row.event.title,
        startsAt: row.event.startDate,
        online: row.event.mode !== 'offline',
        location: row.event.location,
        eventsUrl: `${appUrl}/events`,
        invoiceUrl: invoice && `${appUrl}${invoice}`,
      });
    }
    case 'reminder':
    case 'project-reviewed':
    case 'certificate-issued':
      return (await composeNotice(deps, job))?.message ?? null;
    case 'notification':
    case 'waitlist-offer':
    case 'waitlist-lapse':
    case 'referral-reward':
    case 'batch-reminders':
      return null;
  }
}

/** A mail job that is also an in-app notification: its message, learner and link. */
export type NoticeJob = Extract<MailJob, { kind: 'reminder' | 'project-reviewed' | 'certificate-issued' }>;
export interface Notice {
  message: MailMessage;
  userId: string;
  url: string;
}

/** The notice a job stands for, read fresh from the database, or null when it no longer applies. */
export async function composeNotice(deps: MailJobDeps, job: NoticeJob): Promise<Notice | null> {
  const { db, appUrl } = deps;
  switch (job.kind) {
    case 'reminder':
      return composeReminder(deps, job);
    case 'project-reviewed': {
      const [row] = await db
        .select({ sub: projectSubmissions, lesson: lessons.title, course: courses.title })
        .from(projectSubmissions)
        .innerJoin(lessons, eq(lessons.id, projectSubmissions.lessonId))
        .innerJoin(courses, eq(courses.id, projectSubmissions.courseId))
        .where(eq(projectSubmissions.id, job.submissionId));
      if (!row || row.sub.status === 'submitted') return null;
      const to = await reader(db, row.sub.userId);
      if (!to) return null;
      const url = `${learnUrl(appUrl, row.sub.courseId)}/${row.sub.lessonId}`;
      const message = projectReviewedMail(to, {
        lesson: row.lesson,
        course: row.course,
        approved: row.sub.status === 'approved',
        feedback: row.sub.feedback,
        url,
      });
      return { message, userId: row.sub.userId, url };
    }
    case 'certificate-issued': {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, job.certificateId));
      if (!row || row.revokedAt) return null;
      const to = await reader(db, row.userId);
      if (!to) return null;
      const url = `${appUrl}/certificates/${row.id}`;
      const message = certificateIssuedMail(to, { course: row.title, certificateId: row.id, verifyUrl: url });
      return { message, userId: row.userId, url };
    }
  }
}

async function composeReminder(
  deps: MailJobDeps,
  job: Extract<MailJob, { kind: 'reminder' }>,
): Promise<Notice | null> {
  const { db, appUrl } = deps;
  const to = await reader(db, job.userId);
  if (!to) return null;
  let title: string;
  let startsAt: Date | null;
  let url: string;
  if (job.target === 'lesson') {
    const [row] = await db
      .select({
        title: lessons.title,
        startsAt: lessons.startsAt,
        courseId: lessons.courseId,
        kind: lessons.kind,
      })
      .from(lessons)
      .innerJoin(
        courseEnrollments,
        and(eq(courseEnrollments.courseId, lessons.courseId), eq(courseEnrollments.userId, job.userId)),
      )
      .where(and(eq(lessons.id, job.id), isNull(courseEnrollments.revokedAt)));
    if (row?.kind !== 'live') return null;
    ({ title, startsAt } = row);
    url = `${learnUrl(appUrl, row.courseId)}/${job.id}`;
  } else if (job.target === 'batch-session') {
    const row = await batchSessionReminder(db, job.id, job.userId, to.language);
    if (!row) return null;
    ({ title, startsAt } = row);
    url = `${appUrl}${TIMETABLE_PATH}`;
  } else {
    const [row] = await db
      .select({
        title: events.title,
        titleTa: events.titleTa,
        startsAt: events.startDate,
        cancelled: events.cancelled,
      })
      .from(events)
      .innerJoin(
        eventEnrollments,
        and(eq(eventEnrollments.eventId, events.id), eq(eventEnrollments.userId, job.userId)),
      )
      .where(eq(events.id, job.id));
    if (!row || row.cancelled) return null;
    title = (to.language === 'ta' && row.titleTa) || row.title;
    startsAt = row.startsAt;
    url = `${appUrl}/events`;
  }
  // Moved: the new time has reminders of its own. Started: a reminder is no use any more.
  if (!startsAt || startsAt.toISOString() !== job.startsAt) return null;
  if (deps.now().getTime() >= startsAt.getTime()) return null;
  const message = reminderMail(to, { title, startsAt, hoursBefore: job.hoursBefore, url });
  return { message, userId: job.userId, url };
}

/**
 * Runs one claimed job: composes it from the database as it is now and sends it. A job that
 * no longer applies is dropped; a send that fails throws, and the queue tries it again later.
 */
export async function deliver(deps: MailJobDeps, job: MailJob): Promise<'sent' | 'dropped'> {
  const message = await compose(deps, job);
  if (!message) return 'dropped';
  await deps.mailer.send(message);
  return 'sent';
}
