import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { insertCoupon } from '../coupons/fixture.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy } from '../orders/fixture.ts';

/** The tax invoice names the place of supply and prints each tax (CGST Rule 46, docs/decisions/178). */
describe('tax invoice PDF', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
  });
  afterAll(() => app.close());

  async function invoiceText(billing: Record<string, string>) {
    const learner = await createTestUser(app, database);
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
    return { text: pdfText(res.rawPayload), serial: payment?.invoiceSerial ?? '' };
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
});
