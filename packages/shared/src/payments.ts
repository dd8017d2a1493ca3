import { z } from 'zod';
import { profileUpdateSchema } from './auth.ts';

/** Payment rules and request shapes shared by the server and the web app (docs/product/payments-and-enrolment.md). */

/** How long an unpaid event order keeps its seat before the seat goes back on sale. */
export const SEAT_HOLD_MINUTES = 15;
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
  })
  .refine((b) => (b.courseId === undefined) !== (b.eventId === undefined), {
    message: 'Choose either a course or an event to buy',
    path: ['courseId'],
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

export type OrderStatus = 'created' | 'paid' | 'expired';

/** One of the caller's orders, as GET /api/payments/orders lists them. */
export interface OrderSummary {
  id: string;
  item: { kind: 'course' | 'event'; id: string; title: string };
  /** Whole rupees. */
  amount: number;
  currency: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  paymentId: string | null;
  invoiceNumber: string | null;
  invoiceUrl: string | null;
}

/** 'INV-1001': the sequential number printed on the tax invoice. */
export function invoiceLabel(invoiceNumber: number): string {
  return `INV-${invoiceNumber}`;
}

/** Splits a GST-inclusive amount (paise) into taxable value and tax, rounding the tax to the paisa. */
export function splitGst(totalPaise: number, ratePercent: number): { taxable: number; gst: number } {
  const taxable = Math.round((totalPaise * 100) / (100 + ratePercent));
  return { taxable, gst: totalPaise - taxable };
}
