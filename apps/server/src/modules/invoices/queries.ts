import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema.ts';
import { ordersQuery } from '../orders/history.ts';
import type { InvoiceData } from './pdf.ts';

/** What the invoice of one payment prints, with the payment's owner for the access check. */
export async function invoiceData(
  db: Db,
  paymentId: string,
): Promise<{ ownerId: string; data: Omit<InvoiceData, 'testMode'> } | undefined> {
  const [row] = await ordersQuery(db).where(eq(payments.id, paymentId));
  if (!row?.payment) return undefined;
  const { order, payment } = row;
  const [user] = await db.select().from(users).where(eq(users.id, payment.userId));
  return {
    ownerId: payment.userId,
    data: {
      invoiceNumber: payment.invoiceNumber,
      issuedAt: payment.createdAt,
      buyer: {
        name: payment.billingName || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
        email: payment.billingEmail || (user?.email ?? ''),
        phone: payment.billingPhone || (user?.phone ?? ''),
      },
      item: order.courseId
        ? { kind: 'course', title: row.courseTitle ?? '' }
        : { kind: 'event', title: row.eventTitle ?? '' },
      amount: payment.amount,
      paymentId: payment.providerPaymentId,
      orderId: order.providerOrderId,
      seller: payment.seller,
    },
  };
}
