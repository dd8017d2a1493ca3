import { z } from 'zod';
import { dataAnswer } from '../envelopes.ts';

/** Money in a window: taken, given back, and what stays (paise, as the payments are kept). */
const revenueSchema = z.object({
  gross: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
});

/** `GET /api/admin/dashboard`: the office's morning figures (docs/decisions/123). */
export const dashboardSchema = z.object({
  /** Revenue net of refunds for today (India time), the last 7 days and the last 30 days. */
  revenue: z.object({ today: revenueSchema, days7: revenueSchema, days30: revenueSchema }),
  registrations: z.object({ today: z.number().int(), days7: z.number().int(), days30: z.number().int() }),
  enrolments: z.object({ today: z.number().int(), days7: z.number().int(), days30: z.number().int() }),
  leads: z.object({
    new: z.number().int(),
    contacted: z.number().int(),
    enrolled: z.number().int(),
    closed: z.number().int(),
  }),
  /** The next events (not cancelled, not started), soonest first. */
  upcomingEvents: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startDate: z.string(),
      seatsTaken: z.number().int(),
      seats: z.number().int(),
    }),
  ),
  refundQueue: z.number().int(),
  /** False while paid enrolment is paused for a placeholder or invalid GSTIN (docs/decisions/178). */
  gstinReady: z.boolean(),
  /** Questions on lessons waiting for a first answer, and the median minutes to one (last 30 days). */
  questions: z.object({
    unanswered: z.number().int(),
    medianFirstAnswerMinutes: z.number().int().nullable(),
  }),
  /**
   * Paid orders of the last 30 days before and after coupons, referral discounts and credit
   * (paise), and the coupons and referrers that brought the most orders (docs/decisions/181, 182).
   */
  discounts: z.object({
    beforeDiscounts: z.number().int(),
    discounts: z.number().int(),
    credit: z.number().int(),
    afterDiscounts: z.number().int(),
    topCoupons: z.array(z.object({ code: z.string(), orders: z.number().int(), discount: z.number().int() })),
    topReferrers: z.array(
      z.object({ id: z.string(), name: z.string(), friends: z.number().int(), credit: z.number().int() }),
    ),
  }),
  /** One entry per India day of the last 30, oldest first: net revenue (paise) and registrations. */
  daily: z.array(z.object({ day: z.string(), net: z.number().int(), registrations: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardAnswerSchema = dataAnswer(dashboardSchema);
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
