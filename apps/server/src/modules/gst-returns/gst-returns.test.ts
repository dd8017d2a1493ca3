import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { accountsByRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy } from '../orders/fixture.ts';
import { monthWindow } from './service.ts';

/** The month's GSTR-1 material: B2B, B2C by place and rate, credit notes (docs/decisions/178). */
describe('GST returns export', () => {
  let app: FastifyInstance;
  let database: Database;
  let as: Record<'learner' | 'staff', TestAccount>;
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
    as = await accountsByRole(app, database);
  });
  afterAll(() => app.close());

  const exported = (m: string, who: TestAccount = as.staff, headers = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/gst-returns?month=${m}`,
      headers: { ...who.auth, ...headers },
    });
  async function purchase(billing: Record<string, string>) {
    const learner = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 1180 });
    return buy(app, learner, { courseId: course.id, ...billing });
  }

  /** The export's lines, unquoted (every cell is quoted, none of ours holds a comma). */
  async function lines(): Promise<string[]> {
    const res = await exported(month);
    expect(res.statusCode, res.body).toBe(200);
    return res.body
      .trim()
      .split(/\r?\n/)
      .map((l) => l.replaceAll('"', ''));
  }
  /** Count and money of one B2CS group ('Karnataka (29),IGST,18'), as numbers. */
  const group = (all: string[], key: string) => {
    const cells = all.find((l) => l.startsWith('B2CS,') && l.includes(`,${key},`))?.split(',') ?? [];
    return cells.length ? cells.slice(-6).map(Number) : [0, 0, 0, 0, 0, 0];
  };
  const minus = (a: number[], b: number[]) => a.map((x, i) => Math.round((x - (b[i] ?? 0)) * 100) / 100);

  it('lists B2B invoices, sums B2CS by place of supply and rate net of its credit notes', async () => {
    // Other suites may share this database: compare the month before and after these sales.
    const before = await lines();
    const buyer = `Pune Tech ${randomUUID().slice(0, 8)}`;
    await purchase({ buyerState: '29' });
    await purchase({ buyerState: '29' });
    await purchase({ buyerState: '33' });
    await purchase({ buyerState: '33', buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: buyer });
    const refunded = await purchase({ buyerState: '29' });
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${refunded.orderId}/refunds`,
      headers: as.staff.auth,
      payload: { amount: 59_000, reason: 'Partial', idempotencyKey: randomUUID() },
    });
    expect(refund.statusCode).toBe(200);
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, refunded.orderId));

    const res = await exported(month);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="kalvi-gstr1-${month}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const after = await lines();
    expect(after[0]).toContain('Section,Document,Number,Date');
    const b2b = after.filter((l) => l.startsWith('B2B,') && l.includes(buyer));
    expect(b2b).toHaveLength(1);
    expect(b2b[0]).toMatch(/^B2B,Invoice,INV\/\d{4}\/\d{6},/);
    expect(b2b[0]).toContain(
      `27AAPFU0939F1ZV,${buyer},Maharashtra (27),IGST,18,1,1000.00,180.00,0.00,0.00,1180.00`,
    );
    // count, taxable, IGST, CGST, SGST, total: the ₹590 credit note is netted into its group.
    expect(minus(group(after, 'Karnataka (29),IGST,18'), group(before, 'Karnataka (29),IGST,18'))).toEqual([
      3, 2500, 450, 0, 0, 2950,
    ]);
    expect(
      minus(group(after, 'Tamil Nadu (33),CGST+SGST,18'), group(before, 'Tamil Nadu (33),CGST+SGST,18')),
    ).toEqual([1, 1000, 0, 90, 90, 1180]);
    // A note against a B2CS invoice is not CDNUR (the portal nets it into B2CS); it is listed as netted.
    const notes = after.filter((l) => l.includes(`,${payment?.invoiceSerial},`));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^B2CS-CN,Credit note,CN\/\d{4}\/\d{6},[\d-]+,INV\/\d{4}\/\d{6},/);
    expect(notes[0]).toContain('Karnataka (29),IGST,18,1,500.00,90.00,0.00,0.00,590.00');
    // Table 12 in its two tabs: the GSTIN buyer's sale, and everyone else's.
    expect(after.find((l) => l.startsWith('HSN-B2B,SAC 999293,'))).toBeDefined();
    expect(after.find((l) => l.startsWith('HSN-B2C,SAC 999293,'))).toBeDefined();
    expect(after.find((l) => l.startsWith('DOCS,Invoices,INV/'))).toBeDefined();
    expect(after.find((l) => l.startsWith('DOCS,Credit notes,CN/'))).toBeDefined();
  });

  it('writes the words around the portal codes in the reader language', async () => {
    await purchase({ buyerState: '29' });
    const res = await exported(month, as.staff, { 'accept-language': 'ta' });
    const rows = res.body.split(/\r?\n/).map((l) => l.replaceAll('"', ''));
    expect(rows[0]).toContain('பிரிவு');
    expect(rows.find((l) => l.startsWith('B2CS,'))).toContain('வரவுக் குறிப்புகளைக் கழித்த விலைப்பட்டியல்கள்');
    expect(rows.find((l) => l.startsWith('HSN-B2C,'))).toContain('வணிகப் பயிற்சி மற்றும் பயிற்றுவிப்புச் சேவைகள்');
    expect(rows.find((l) => l.startsWith('DOCS,'))).toMatch(/^DOCS,விலைப்பட்டியல்கள்/);
  });

  it('has only the header for a month with nothing, and refuses a bad month or a learner', async () => {
    expect((await exported('2031-02')).body.trim().split(/\r?\n/)).toHaveLength(1);
    const bad = await exported('2026-13', as.staff, { 'accept-language': 'ta' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('மாதத்தை YYYY-MM வடிவில் தேர்ந்தெடுங்கள்');
    expect((await exported(month, as.learner)).statusCode).toBe(403);
  });

  it('reads the month in India time, December into January', () => {
    expect(monthWindow('2026-12')).toEqual({
      from: new Date('2026-11-30T18:30:00Z'),
      to: new Date('2026-12-31T18:30:00Z'),
    });
  });
});
