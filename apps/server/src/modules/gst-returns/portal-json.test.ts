import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { accountsByRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy } from '../orders/fixture.ts';

/**
 * The month's GSTR-1 in the portal's JSON (docs/decisions/188-gstr1-sections.md): each sale in
 * the table the law puts it in, each credit note against its invoice's table.
 */
describe('GSTR-1 JSON for the portal', () => {
  let app: FastifyInstance;
  let database: Database;
  let as: Record<'learner' | 'staff', TestAccount>;
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const GSTIN = '27AAPFU0939F1ZV';

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
    as = await accountsByRole(app, database);
  });
  afterAll(() => app.close());

  async function purchase(fee: number, billing: Record<string, string>) {
    const learner = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: fee });
    return buy(app, learner, { courseId: course.id, ...billing });
  }
  async function refund(orderId: string, amount: number) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: as.staff.auth,
      payload: { amount, reason: 'Part of the course was not given', idempotencyKey: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('sorts B2B, B2CL, exports and B2CS, their credit notes, the SAC summary and the documents', async () => {
    await purchase(1180, { buyerState: '33' }); // B2CS, intra-state
    await purchase(1180, { buyerState: '29' }); // B2CS, inter-state and small
    const large = await purchase(118_000, { buyerState: '29' }); // B2CL: inter-state above ₹1,00,000
    const abroad = await purchase(1180, { buyerState: '96' }); // export
    await purchase(1180, { buyerState: '33', buyerGstin: GSTIN, buyerLegalName: 'Pune Tech LLP' }); // B2B
    await refund(large.orderId, 1_180_000);
    await refund(abroad.orderId, 59_000);

    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/gst-returns.json?month=${month}`,
      headers: as.staff.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`kalvi-gstr1-${month}.json`);
    const json = res.json();
    const [year, mm] = month.split('-');
    expect(json.fp).toBe(`${mm}${year}`);
    expect(json.gstin).toMatch(/^33/);

    expect(json.b2b).toEqual([
      {
        ctin: GSTIN,
        inv: [
          expect.objectContaining({
            val: 1180,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 1000, rt: 18, iamt: 180, camt: 0, samt: 0, csamt: 0 } }],
          }),
        ],
      },
    ]);
    expect(json.b2b[0].inv[0].idt).toMatch(/^\d\d-\d\d-20\d\d$/);
    expect(json.b2cl).toEqual([
      {
        pos: '29',
        inv: [expect.objectContaining({ val: 118_000, itms: [expect.objectContaining({ num: 1 })] })],
      },
    ]);
    expect(json.b2cl[0].inv[0].itms[0].itm_det).toMatchObject({ txval: 100_000, iamt: 18_000 });
    expect(json.exp).toEqual([
      {
        exp_typ: 'WPAY',
        inv: [expect.objectContaining({ val: 1180, itms: [{ txval: 1000, rt: 18, iamt: 180, csamt: 0 }] })],
      },
    ]);
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '29', typ: 'OE', txval: 1000, rt: 18, iamt: 180, camt: 0, samt: 0, csamt: 0 },
      { sply_ty: 'INTRA', pos: '33', typ: 'OE', txval: 1000, rt: 18, iamt: 0, camt: 90, samt: 90, csamt: 0 },
    ]);
    expect(json.cdnr).toEqual([]);
    // Notes against a B2CL invoice and an export are listed; the first reverses ₹11,800 of ₹1,18,000.
    expect(json.cdnur).toEqual([
      expect.objectContaining({ typ: 'B2CL', ntty: 'C', val: 11_800, pos: '29' }),
      expect.objectContaining({ typ: 'EXPWP', ntty: 'C', val: 590, pos: '96' }),
    ]);
    expect(json.cdnur[0].itms[0].itm_det).toMatchObject({ txval: 10_000, iamt: 1800 });

    // The SAC summary is every document, net of the notes: ₹1,22,720 sold less ₹12,390 credited.
    expect(json.hsn.data).toEqual([
      expect.objectContaining({ num: 1, hsn_sc: '999293', uqc: 'NA', rt: 18, txval: 93_500, iamt: 16_650 }),
    ]);
    expect(json.hsn.data[0]).toMatchObject({ camt: 90, samt: 90 });
    expect(json.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [expect.objectContaining({ totnum: 5, cancel: 0, net_issue: 5 })],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [expect.objectContaining({ totnum: 2, cancel: 0, net_issue: 2 })],
      },
    ]);
    expect(json.doc_issue.doc_det[0].docs[0].from).toMatch(/^INV\//);
  });

  it('refuses a bad month in the learner language, and a learner', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/gst-returns.json?month=2026-13',
      headers: { ...as.staff.auth, 'accept-language': 'ta' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('மாதத்தை YYYY-MM வடிவில் தேர்ந்தெடுங்கள்');
    const learner = await app.inject({
      method: 'GET',
      url: `/api/admin/gst-returns.json?month=${month}`,
      headers: as.learner.auth,
    });
    expect(learner.statusCode).toBe(403);
  });
});
