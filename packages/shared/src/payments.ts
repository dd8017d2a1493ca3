import { z } from 'zod';
import { profileUpdateSchema } from './auth.ts';
import { batchChoiceField } from './batch-enrolment.ts';
import { couponCodeSchema } from './coupons.ts';
import { dataAnswer, messageAnswerSchema, messageDataAnswer, pageAnswer } from './envelopes.ts';
import { isGstin, isPlaceCode } from './gst-states.ts';

/** Payment rules and request shapes shared by the server and the web app (docs/product/payments-and-enrolment.md). */

/** How long an unpaid event order keeps its seat before the seat goes back on sale. */
export const SEAT_HOLD_MINUTES = 15;
/**
 * At most this share of an event's seats may be held by unpaid orders at once (never fewer
 * than one), so throwaway accounts cannot make an event look full with nobody paying
 * (docs/decisions/081-seat-hold-hoarding.md). Orders past the cap hold nothing.
 */
export const MAX_HELD_SEAT_SHARE = 0.5;
export const ORDER_CREATED = 'Order created';
export const ORDER_CREATED_UNHELD =
  'Order created. Many seats of this event are held by learners who are paying, so this seat is not held for you: it is yours if one is still free when your payment arrives.';
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';

const id = z.uuid({ message: 'Choose a course or an event to buy' });

/**
 * POST /api/payments/create-order: what to buy, and optionally the
 * {amount, currency, receipt} as the screen showed it (amount in whole rupees). The server
 * prices the order itself; a shown amount that differs from the catalogue is refused.
 */
export const createOrderSchema = z
  .object({
    courseId: id.optional(),
    eventId: id.optional(),
    amount: z.number().nonnegative().optional(),
    currency: z.literal('INR', { message: 'Payments are taken in INR only' }).optional(),
    receipt: z.string().max(40).optional(),
    /** The learner's state or union territory (GST code), '96' outside India (docs/decisions/178). */
    buyerState: z
      .string()
      .refine(isPlaceCode, 'Choose your state or union territory from the list')
      .optional(),
    /** A business buyer's GSTIN and legal name: the invoice becomes B2B. Empty is none. */
    buyerGstin: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || isGstin(v), 'Enter a valid 15-character GSTIN')
      .optional(),
    buyerLegalName: z.string().trim().max(160, 'Legal name must be at most 160 characters').optional(),
    /** A coupon to apply (docs/decisions/181-coupons.md); empty is none. */
    couponCode: z.union([z.literal(''), couponCodeSchema]).optional(),
    /** A course with open upcoming batches: the batch chosen (docs/product/batches.md#choosing-a-batch-at-checkout). */
    batchId: batchChoiceField,
  })
  .refine((b) => (b.courseId === undefined) !== (b.eventId === undefined), {
    message: 'Choose either a course or an event to buy',
    path: ['courseId'],
  })
  .refine((b) => !b.buyerGstin || (b.buyerLegalName ?? '') !== '', {
    message: 'Enter the legal name registered with this GSTIN',
    path: ['buyerLegalName'],
  });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** The checkout's handler answer, passed on to POST /api/payments/verify-payment. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** The enrolment record (POST /api/enrollments). */
export const enrollmentRecordSchema = z.object({
  courseId: z.uuid({ message: 'Choose a course' }),
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.email('Please enter a valid email address').max(254),
  /** Optional, 10 digits when given: the same rule as the profile's phone. */
  phone: profileUpdateSchema.shape.phone,
  paymentId: z.string().min(1).max(64),
  /** Ignored: the amount is taken from the verified payment. */
  amountPaid: z.number().optional(),
});
export type EnrollmentRecordInput = z.infer<typeof enrollmentRecordSchema>;

export const ORDER_STATUSES = ['created', 'paid', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** POST /api/payments/create-order: the key and order the checkout script opens with. */
export const createOrderAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  key: z.string(),
  /** Amount in paise, as the provider's order holds it. */
  order: z.object({ id: z.string(), amount: z.number(), currency: z.string() }),
  checkoutScript: z.string(),
  /** false when the event's seats on hold reached their cap: the seat is taken only on payment (`message` says so). */
  seatHeld: z.boolean(),
});
export type CreateOrderAnswer = z.infer<typeof createOrderAnswerSchema>;

/** POST /api/payments/verify-payment: the payment, its invoice and what the learner now holds. */
export const verifiedPaymentSchema = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  /** Whole rupees. */
  amountPaid: z.number(),
  invoiceNumber: z.string(),
  invoiceUrl: z.string(),
  enrolledCourses: z.array(z.string()),
  enrolledEvents: z.array(z.string()),
});
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;
export const verifyPaymentAnswerSchema = messageDataAnswer(verifiedPaymentSchema);
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswerSchema>;

/** One of the caller's orders, as GET /api/payments/orders lists them. */
export const orderSummarySchema = z.object({
  id: z.string(),
  item: z.object({ kind: z.enum(['course', 'event']), id: z.string(), title: z.string() }),
  /** Rupees (with paise after a percent coupon): what was (or is to be) paid. */
  amount: z.number(),
  /** Paise a coupon or referral code took off the list price (docs/decisions/181). */
  discount: z.number().int(),
  /** Paise of referral credit the order spent (docs/decisions/182). */
  credit: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paymentId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  /** One per refund (docs/decisions/178): downloaded beside the invoice. Amount in paise. */
  creditNotes: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      amount: z.number().int(),
      issuedAt: z.string(),
      url: z.string(),
    }),
  ),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
/** GET /api/payments/orders */
export const orderListAnswerSchema = pageAnswer(orderSummarySchema);
export type OrderListAnswer = z.infer<typeof orderListAnswerSchema>;
/** GET /api/payments/order/:id */
export const orderAnswerSchema = dataAnswer(orderSummarySchema);
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** POST /api/payments/test-gateway/pay; it answers what Razorpay's checkout would (verifyPaymentSchema). */
export const testGatewayPaySchema = z.object({ order_id: z.string().min(1).max(64) });

/** POST /api/payments/webhook: what became of the delivery (applied, duplicate or ignored). */
export const webhookAnswerSchema = messageAnswerSchema;

/** POST /api/enrollments: the recorded enrolment with its invoice. */
export const enrollmentSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentId: z.string(),
  /** Whole rupees. */
  amountPaid: z.number(),
  invoiceNumber: z.string(),
  invoiceUrl: z.string(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;
export const enrollmentAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  enrollment: enrollmentSchema,
});
export type EnrollmentAnswer = z.infer<typeof enrollmentAnswerSchema>;

/** GET /api/enrollments/mine: 'My learning', most recent first. */
export const myLearningSchema = z.object({
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      category: z.string(),
      enrolledAt: z.string(),
      /** Required lessons finished of all required lessons, as the classroom outline counts them. */
      progress: z.object({ completed: z.number().int(), total: z.number().int() }),
      /** Where "Continue" goes: the next unfinished lesson, null when all are done. */
      nextLessonId: z.string().nullable(),
      certificateId: z.string().nullable(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startDate: z.string(),
      mode: z.string(),
      enrolledAt: z.string(),
      /** Issued when staff mark the learner present at an event offering certificates. */
      certificateId: z.string().nullable(),
    }),
  ),
});
export type MyLearning = z.infer<typeof myLearningSchema>;
export const myLearningAnswerSchema = dataAnswer(myLearningSchema);
export type MyLearningAnswer = z.infer<typeof myLearningAnswerSchema>;

/**
 * The number printed on the tax invoice: its financial-year serial ('INV/2526/000042',
 * docs/decisions/179), or 'INV-1001' for a payment made before serials.
 */
export function invoiceLabel(invoiceNumber: number, invoiceSerial?: string | null): string {
  return invoiceSerial ?? `INV-${invoiceNumber}`;
}

/** Splits a GST-inclusive amount (paise) into taxable value and tax, rounding the tax to the paisa. */
export function splitGst(totalPaise: number, ratePercent: number): { taxable: number; gst: number } {
  const taxable = Math.round((totalPaise * 100) / (100 + ratePercent));
  return { taxable, gst: totalPaise - taxable };
}

// Why a payment that arrived after its order lapsed is refunded, not honoured (docs/decisions/196-terms-kept-at-payment.md).
export const LATE_PAYMENT_COUPON_USED_BY_YOU =
  'Your payment arrived after this order had lapsed, and by then you had already used this coupon. Your payment is recorded and will be refunded in full.';
export const LATE_PAYMENT_COUPON_USED_UP =
  'Your payment arrived after this order had lapsed, and by then the coupon had been used up. Your payment is recorded and will be refunded in full.';
export const LATE_PAYMENT_CREDIT_SPENT =
  'Your payment arrived after this order had lapsed, and by then your credit had been spent on another order. Your payment is recorded and will be refunded in full.';
export const LATE_PAYMENT_REFERRAL_NOT_FIRST =
  'A referral code is for your first purchase only, and another order of yours was paid first. Your payment is recorded and will be refunded in full.';
