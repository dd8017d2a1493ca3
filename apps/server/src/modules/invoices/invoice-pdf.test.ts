import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { paymentOrders, payments } from '../../db/schema.ts';
import { createAccountWithRole } from '../../test/accounts.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { insertCoupon } from '../coupons/fixture.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy } from '../orders/fixture.ts';
import { moveCredit } from '../referrals/queries.ts';

/** The tax invoice names the place of supply and prints each tax (CGST Rule 46, docs/decisions/178). */
describe('tax invoice PDF', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
  });
  afterAll(() => app.close());

  async function invoiceText(billing: Record<string, string>, creditPaise = 0) {
    const learner = await createTestUser(app, database);
    if (creditPaise > 0) {
      await app.db.transaction((tx) =>
        moveCredit(tx, { userId: learner.id, amount: creditPaise, reason: 'referral' }),
      );
    }
    const course = await insertCourse(app, database, { courseFee: 1180 });
    const { orderId } = await buy(app, learner, { courseId: course.id, ...billing });
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
    const res = await app.inject({
      method: 'GET',
      url: `/api/payments/invoices/${payment?.id}`,
      headers: learner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `kalvi-invoice-${payment?.invoiceSerial?.replaceAll('/', '-')}.pdf`,
    );
    return { text: pdfText(res.rawPayload), serial: payment?.invoiceSerial ?? '', learner };
  }

  it('prints IGST and the place of supply for a learner in Karnataka', async () => {
    const { text, serial } = await invoiceText({ buyerState: '29' });
    expect(text).toContain(`Invoice number: ${serial}`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('1,000.00');
    expect(text).toContain('180.00');
    expect(text).not.toContain('CGST');
    expect(text).toContain('State: Tamil Nadu (33)');
    // CGST Rule 46(g): the SAC of the service on the line and in the footnote.
    expect(text).toContain('SAC');
    expect(text).toContain('999293');
  });

  it('prints CGST and SGST at half the rate each inside Tamil Nadu', async () => {
    const { text } = await invoiceText({ buyerState: '33' });
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('SGST @ 9%');
    expect(text).toContain('90.00');
    expect(text).not.toContain('IGST');
  });

  it("prints a business buyer's legal name and GSTIN, supplied in its state", async () => {
    const { text } = await invoiceText({
      buyerState: '33',
      buyerGstin: '27AAPFU0939F1ZV',
      buyerLegalName: 'Pune Tech LLP',
    });
    expect(text).toContain('Pune Tech LLP');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST @ 18%');
  });

  it('prints the coupon as a discount line and charges GST on what is left', async () => {
    const coupon = await insertCoupon(database, { kind: 'fixed', value: 11_800 });
    const { text } = await invoiceText({ buyerState: '29', couponCode: coupon.code });
    expect(text).toContain(`Discount (coupon ${coupon.code})`);
    // ₹1,180 less ₹118 = ₹1,062 paid: ₹1,000 list value, ₹100 off, ₹900 taxable, ₹162 IGST.
    expect(text).toContain('-100.00');
    expect(text).toContain('900.00');
    expect(text).toContain('162.00');
    expect(text).toContain('1,062');
  });

  it('prints referral credit as its own line after the discount, the lines adding up to what is charged', async () => {
    const coupon = await insertCoupon(database, { kind: 'fixed', value: 11_800 });
    const { text, learner } = await invoiceText({ buyerState: '29', couponCode: coupon.code }, 10_000);
    // ₹1,180 - ₹118 coupon - ₹100 credit = ₹962 paid. Taxable: ₹1,000 list, ₹900 after the
    // coupon, ₹815.25 charged; so ₹100.00 and ₹84.75 off, and ₹146.75 IGST.
    expect(text).toContain(`Discount (coupon ${coupon.code})`);
    expect(text).toContain('Referral credit');
    for (const figure of ['1,000.00', '-100.00', '-84.75', '815.25', '146.75', '962']) {
      expect(text, figure).toContain(figure);
    }
    expect(1_000_00 - 100_00 - 84_75).toBe(815_25);
    expect(815_25 + 146_75).toBe(962_00);
    // The learner's order history shows what came off too.
    const orders = await app.inject({ method: 'GET', url: '/api/payments/orders', headers: learner.auth });
    expect(orders.json().data[0]).toMatchObject({ amount: 962, discount: 11_800, credit: 10_000 });
  });

  it('prints no discount or credit line on a credit note: it reverses taxable value and tax', async () => {
    const coupon = await insertCoupon(database, { kind: 'fixed', value: 11_800 });
    const { learner } = await invoiceText({ buyerState: '29', couponCode: coupon.code }, 10_000);
    const staff = await createAccountWithRole(app, database, 'staff');
    const [order] = (
      await app.inject({ method: 'GET', url: '/api/payments/orders', headers: learner.auth })
    ).json().data;
    const [row] = await app.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.id));
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${row?.id}/refunds`,
      headers: staff.auth,
      payload: { amount: 50_000, reason: 'Asked by the learner', idempotencyKey: randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const notes = (
      await app.inject({ method: 'GET', url: '/api/payments/orders', headers: learner.auth })
    ).json().data[0].creditNotes;
    const pdf = await app.inject({ method: 'GET', url: notes[0].url });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Taxable value reversed');
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('Referral credit');
  });
});
