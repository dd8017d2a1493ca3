import { describe, expect, it } from 'vitest';
import { B2CL_ABOVE_PAISE, hsnTabOf, netB2cs, sacSummary, type Taxed, tableOf } from './sections.ts';

/** Which GSTR-1 table a document goes in, and B2CS net of its notes (docs/decisions/188-gstr1-sections.md). */
describe('GSTR-1 tables', () => {
  const sale = { buyerGstin: null, placeOfSupply: '29', supplyType: 'inter' };

  it('lists an inter-state sale to a learner one by one only above ₹1,00,000', () => {
    expect(tableOf({ ...sale, invoiceTotal: B2CL_ABOVE_PAISE })).toBe('B2CS');
    expect(tableOf({ ...sale, invoiceTotal: B2CL_ABOVE_PAISE + 1 })).toBe('B2CL');
    // Intra-state B2C is summed whatever its size.
    expect(tableOf({ ...sale, placeOfSupply: '33', supplyType: 'intra', invoiceTotal: 50_000_000 })).toBe(
      'B2CS',
    );
  });

  it('puts a buyer with a GSTIN in B2B first, then exports, whatever the value', () => {
    expect(tableOf({ ...sale, buyerGstin: '27AAPFU0939F1ZV', invoiceTotal: 50_000_000 })).toBe('B2B');
    expect(tableOf({ ...sale, placeOfSupply: '96', invoiceTotal: 100 })).toBe('EXP');
    expect(tableOf({ ...sale, placeOfSupply: '96', invoiceTotal: 50_000_000 })).toBe('EXP');
  });

  const row = (placeOfSupply: string, supplyType: string, taxable: number, tax: number): Taxed => ({
    placeOfSupply,
    supplyType,
    taxRateBp: 1800,
    taxable,
    igst: supplyType === 'inter' ? tax : 0,
    cgst: supplyType === 'inter' ? 0 : tax / 2,
    sgst: supplyType === 'inter' ? 0 : tax / 2,
    total: taxable + tax,
  });

  it('nets a note into its B2CS group, and a note whose group sold nothing this month is a negative row', () => {
    const groups = [{ ...row('33', 'intra', 200_000, 36_000), count: 2 }];
    const rows = netB2cs(groups, [row('33', 'intra', 50_000, 9_000), row('29', 'inter', 10_000, 1_800)]);
    expect(rows).toEqual([
      { ...row('29', 'inter', -10_000, -1_800), count: 0 },
      { ...row('33', 'intra', 150_000, 27_000), count: 2 },
    ]);
  });

  it('sums the SAC summary by tab and rate, net of every note, counting invoices only', () => {
    const summary = sacSummary(
      [
        { ...row('33', 'intra', 200_000, 36_000), count: 2, tab: 'B2C' },
        { ...row('27', 'inter', 100_000, 18_000), count: 1, tab: 'B2C' },
        { ...row('27', 'inter', 50_000, 9_000), count: 1, tab: 'B2B' },
      ],
      [
        { ...row('27', 'inter', 30_000, 5_400), tab: 'B2C' },
        { ...row('27', 'inter', 10_000, 1_800), tab: 'B2B' },
      ],
    );
    expect(summary).toEqual([
      { tab: 'B2B', rateBp: 1800, count: 1, taxable: 40_000, igst: 7_200, cgst: 0, sgst: 0, total: 47_200 },
      {
        tab: 'B2C',
        rateBp: 1800,
        count: 3,
        taxable: 270_000,
        igst: 12_600,
        cgst: 18_000,
        sgst: 18_000,
        total: 318_600,
      },
    ]);
  });

  it('files a note in the tab of the invoice it reverses', () => {
    expect(hsnTabOf('B2B')).toBe('B2B');
    for (const table of ['B2CL', 'EXP', 'B2CS'] as const) expect(hsnTabOf(table)).toBe('B2C');
  });
});
