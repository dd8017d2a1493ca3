import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { creditNotes, payments } from '../../db/schema.ts';
import { accountsByRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy } from '../orders/fixture.ts';
import { portalJson } from './portal-json.ts';
import type { SacRow } from './sections.ts';
import type { Gstr1Month } from './service.ts';

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

  const portal = async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/gst-returns.json?month=${month}`,
      headers: as.staff.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  /** Our documents' serials: other suites may sell in this database this month too. */
  const serialOf = async (orderId: string) =>
    (await app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]?.invoiceSerial ?? '';
  const noteOf = async (orderId: string) => {
    const [row] = await app.db
      .select({ serial: creditNotes.serial })
      .from(creditNotes)
      .innerJoin(payments, eq(payments.id, creditNotes.paymentId))
      .where(eq(payments.orderId, orderId));
    return row?.serial ?? '';
  };
  type Row = Record<string, number | string>;
  const b2cs = (json: { b2cs: Row[] }, pos: string) => json.b2cs.find((g) => g.pos === pos) ?? {};
  const change = (after: Row, before: Row, keys: string[]) =>
    keys.map((k) => Math.round((Number(after[k] ?? 0) - Number(before[k] ?? 0)) * 100) / 100);
  const MONEY = ['txval', 'iamt', 'camt', 'samt'];

  it('sorts B2B, B2CL, exports and B2CS, their credit notes, the SAC summary and the documents', async () => {
    const before = (await portal()).json();
    const intra = await purchase(1180, { buyerState: '33' }); // B2CS, intra-state
    await purchase(1180, { buyerState: '29' }); // B2CS, inter-state and small
    const large = await purchase(118_000, { buyerState: '29' }); // B2CL: inter-state above ₹1,00,000
    const abroad = await purchase(1180, { buyerState: '96' }); // export
    const b2b = await purchase(1180, {
      buyerState: '33',
      buyerGstin: GSTIN,
      buyerLegalName: 'Pune Tech LLP',
    });
    await refund(large.orderId, 1_180_000);
    await refund(abroad.orderId, 59_000);

    const res = await portal();
    expect(res.headers['content-disposition']).toContain(`kalvi-gstr1-${month}.json`);
    const json = res.json();
    const [year, mm] = month.split('-');
    expect(json.fp).toBe(`${mm}${year}`);
    expect(json.gstin).toMatch(/^33/);

    type Found = Record<string, unknown> | undefined;
    const invoiceIn = (groups: { inv: Record<string, unknown>[] }[], serial: string): Found =>
      groups
        .flatMap((g) => g.inv.map((inv): Record<string, unknown> => ({ ...inv, group: g })))
        .find((inv) => inv.inum === serial);
    const b2bInvoice = invoiceIn(json.b2b, await serialOf(b2b.orderId));
    expect(b2bInvoice).toMatchObject({
      val: 1180,
      pos: '27',
      rchrg: 'N',
      inv_typ: 'R',
      itms: [{ num: 1, itm_det: { txval: 1000, rt: 18, iamt: 180, camt: 0, samt: 0, csamt: 0 } }],
      group: { ctin: GSTIN },
    });
    expect(b2bInvoice?.idt).toMatch(/^\d\d-\d\d-20\d\d$/);
    const largeInvoice = invoiceIn(json.b2cl, await serialOf(large.orderId));
    expect(largeInvoice).toMatchObject({ val: 118_000, group: { pos: '29' } });
    expect(largeInvoice).not.toHaveProperty('pos');
    expect(largeInvoice?.itms).toEqual([
      { num: 1, itm_det: { txval: 100_000, rt: 18, iamt: 18_000, camt: 0, samt: 0, csamt: 0 } },
    ]);
    const exported = invoiceIn(json.exp, await serialOf(abroad.orderId));
    expect(exported).toMatchObject({ val: 1180, itms: [{ txval: 1000, rt: 18, iamt: 180, csamt: 0 }] });
    expect(json.exp.every((e: Row) => e.exp_typ === 'WPAY')).toBe(true);
    // None of the listed invoices is in B2CS: only the two small ones move its sums.
    expect(change(b2cs(json, '29'), b2cs(before, '29'), MONEY)).toEqual([1000, 180, 0, 0]);
    expect(change(b2cs(json, '33'), b2cs(before, '33'), MONEY)).toEqual([1000, 0, 90, 90]);
    expect(b2cs(json, '33')).toMatchObject({ sply_ty: 'INTRA', typ: 'OE', rt: 18 });
    expect(await serialOf(intra.orderId)).toMatch(/^INV\//);

    // Notes against a B2CL invoice and an export are listed; the first reverses ₹11,800 of ₹1,18,000.
    const largeNoteSerial = await noteOf(large.orderId);
    const abroadNoteSerial = await noteOf(abroad.orderId);
    const largeNote = json.cdnur.find((n: Row) => n.nt_num === largeNoteSerial);
    expect(largeNote).toMatchObject({ typ: 'B2CL', ntty: 'C', val: 11_800, pos: '29' });
    expect(largeNote.itms[0].itm_det).toMatchObject({ txval: 10_000, iamt: 1800 });
    const abroadNote = json.cdnur.find((n: Row) => n.nt_num === abroadNoteSerial);
    expect(abroadNote).toMatchObject({ typ: 'EXPWP', ntty: 'C', val: 590, pos: '96' });

    // Table 12 in its two tabs: the B2B sale alone, and every other document net of the notes:
    // ₹1,03,000 taxable sold to learners and abroad, less ₹10,500 credited.
    type Hsn = { hsn: { hsn_b2b: Row[]; hsn_b2c: Row[] } };
    const sac = (j: Hsn, tab: 'hsn_b2b' | 'hsn_b2c') => j.hsn[tab].find((r) => r.rt === 18) ?? {};
    expect(json.hsn).not.toHaveProperty('data');
    expect(sac(json, 'hsn_b2c')).toMatchObject({ num: 1, hsn_sc: '999293', uqc: 'NA', qty: 0 });
    expect(change(sac(json, 'hsn_b2b'), sac(before, 'hsn_b2b'), MONEY)).toEqual([1000, 180, 0, 0]);
    expect(change(sac(json, 'hsn_b2c'), sac(before, 'hsn_b2c'), MONEY)).toEqual([92_500, 16_470, 90, 90]);
    const issued = (j: { doc_issue: { doc_det: { doc_num: number; docs: Row[] }[] } }, n: number) =>
      j.doc_issue.doc_det.find((d) => d.doc_num === n)?.docs[0] ?? {};
    expect(change(issued(json, 1), issued(before, 1), ['totnum', 'net_issue', 'cancel'])).toEqual([5, 5, 0]);
    expect(change(issued(json, 5), issued(before, 5), ['totnum', 'net_issue', 'cancel'])).toEqual([2, 2, 0]);
    expect(issued(json, 1).from).toMatch(/^INV\//);
  });

  it('lists a note against a B2B invoice in CDNR under the buyer, netted in table 12 B2B tab', async () => {
    const before = (await portal()).json();
    const sold = await purchase(1180, {
      buyerState: '33',
      buyerGstin: GSTIN,
      buyerLegalName: 'Pune Tech LLP',
    });
    await refund(sold.orderId, 59_000);
    const json = (await portal()).json();
    const serial = await noteOf(sold.orderId);
    const notes = json.cdnr.flatMap((g: { ctin: string; nt: Row[] }) =>
      g.nt.map((n) => ({ ...n, ctin: g.ctin })),
    );
    const note = notes.find((n: Row) => n.nt_num === serial);
    expect(note).toMatchObject({ ctin: GSTIN, ntty: 'C', rchrg: 'N', inv_typ: 'R', val: 590, pos: '27' });
    expect(note.itms).toEqual([
      { num: 1, itm_det: { txval: 500, rt: 18, iamt: 90, camt: 0, samt: 0, csamt: 0 } },
    ]);
    expect(json.cdnur.some((n: Row) => n.nt_num === serial)).toBe(false);
    const tab = (j: { hsn: { hsn_b2b: Row[] } }) => j.hsn.hsn_b2b.find((r) => r.rt === 18) ?? {};
    expect(change(tab(json), tab(before), MONEY)).toEqual([500, 90, 0, 0]);
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

  it('keeps table 12 as one list by rate for a period before May 2025', () => {
    const sac = (tab: SacRow['tab'], taxable: number): SacRow => ({
      tab,
      rateBp: 1800,
      count: 1,
      taxable,
      igst: taxable * 0.18,
      cgst: 0,
      sgst: 0,
      total: taxable * 1.18,
    });
    const empty = { gstin: GSTIN, listed: [], b2cs: [], notes: [], docs: { invoices: null, notes: null } };
    const rows = [sac('B2B', 10_000), sac('B2C', 20_000)];
    const april = portalJson({ ...empty, month: '2025-04', sac: rows } as unknown as Gstr1Month);
    expect(april.hsn).toEqual({ data: [expect.objectContaining({ num: 1, txval: 300, iamt: 54, rt: 18 })] });
    const may = portalJson({ ...empty, month: '2025-05', sac: rows } as unknown as Gstr1Month);
    expect(may.hsn).toMatchObject({ hsn_b2b: [{ num: 1, txval: 100 }], hsn_b2c: [{ num: 1, txval: 200 }] });
  });
});
