import { type Enrollment, type EnrollmentRecordInput, invoiceLabel, type MyLearning } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseEnrollments, paymentOrders, payments } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { paymentRequired } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import type { Tx } from '../../lib/tx.ts';
import type { InvoiceLinks } from '../../payments/invoice-links.ts';
import { eventCertificates, progressFor } from '../classroom/progress.ts';
import { courseEnrolmentsOf, eventEnrolmentsOf } from './queries.ts';

export interface EnrollmentsDeps {
  db: Db;
  invoiceLinks: InvoiceLinks;
}

/** A verified payment of this user for this course, with its order; undefined without one. */
async function verifiedCoursePayment(tx: Tx, userId: string, input: EnrollmentRecordInput) {
  const [found] = await tx
    .select({ payment: payments })
    .from(payments)
    .innerJoin(paymentOrders, eq(payments.orderId, paymentOrders.id))
    .where(
      and(
        eq(payments.providerPaymentId, input.paymentId),
        eq(payments.userId, userId),
        eq(paymentOrders.courseId, input.courseId),
        eq(paymentOrders.status, 'paid'),
      ),
    );
  return found?.payment;
}

/**
 * The enrolment record: accepted only for a payment verified for this user and this
 * course. The billing details are kept once (the invoice must not change afterwards).
 */
export async function recordEnrollment(
  deps: EnrollmentsDeps,
  userId: string,
  input: EnrollmentRecordInput,
): Promise<Enrollment> {
  const { db } = deps;
  const verified = await verifiedCoursePayment(db, userId, input);
  if (!verified) {
    throw paymentRequired(
      'No verified payment was found for this course. Please complete the payment first.',
    );
  }
  let payment = verified;
  if (!payment.billingName) {
    const [updated] = await db
      .update(payments)
      .set({ billingName: input.name, billingEmail: input.email, billingPhone: input.phone })
      .where(and(eq(payments.id, payment.id), eq(payments.billingName, '')))
      .returning();
    if (updated) payment = updated;
    else [payment = verified] = await db.select().from(payments).where(eq(payments.id, payment.id));
  }
  const [enrollment] = await db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, input.courseId)));
  return {
    id: enrollment?.id ?? payment.id,
    courseId: input.courseId,
    name: payment.billingName,
    email: payment.billingEmail,
    phone: payment.billingPhone,
    paymentId: payment.providerPaymentId,
    amountPaid: toRupees(payment.amount),
    invoiceNumber: invoiceLabel(payment.invoiceNumber, payment.invoiceSerial),
    invoiceUrl: await deps.invoiceLinks.url(payment.id, userId),
  };
}

/** How many enrolments of each kind 'My learning' shows; learners hold a handful. */
const LEARNING_LIMIT = 100;

/** The caller's enrolled courses and events, most recent first ('My learning'). */
export async function myLearning({ db }: DbDeps, userId: string): Promise<MyLearning> {
  const [enrolledCourses, enrolledEvents] = await Promise.all([
    // A refunded or revoked enrolment no longer shows (docs/decisions/130).
    courseEnrolmentsOf(db, userId, { limit: LEARNING_LIMIT, withRevoked: false }),
    eventEnrolmentsOf(db, userId, LEARNING_LIMIT),
  ]);
  const [progress, eventCerts] = await Promise.all([
    progressFor(
      db,
      userId,
      enrolledCourses.map((c) => c.id),
    ),
    eventCertificates(
      db,
      userId,
      enrolledEvents.map((e) => e.id),
    ),
  ]);
  return {
    courses: enrolledCourses.map((c) => ({
      id: c.id,
      title: c.title,
      category: c.category,
      enrolledAt: c.enrolledAt.toISOString(),
      ...(progress.get(c.id) ?? {
        progress: { completed: 0, total: 0 },
        nextLessonId: null,
        certificateId: null,
      }),
    })),
    events: enrolledEvents.map((e) => ({
      id: e.id,
      title: e.title,
      mode: e.mode,
      startDate: e.startDate.toISOString(),
      enrolledAt: e.enrolledAt.toISOString(),
      certificateId: eventCerts.get(e.id) ?? null,
    })),
  };
}
