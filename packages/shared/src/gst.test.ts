import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditNoteLines,
  documentSerial,
  financialYear,
  MAX_TAXABLE_PAISE,
  placeOfSupplyCode,
  type SupplyType,
  splitTax,
  supplyType,
} from './gst.ts';
import { gstinCheckChar, isGstin, PLACES_OF_SUPPLY, placeLabel, placeOfSupply } from './gst-states.ts';

const amount = fc.integer({ min: 0, max: MAX_TAXABLE_PAISE });
const rate = fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28, 40);
const type = fc.constantFrom<SupplyType>('intra', 'ut', 'inter');
const sum = (l: { taxable: number; cgst: number; sgst: number; igst: number }) =>
  l.taxable + l.cgst + l.sgst + l.igst;

describe('splitTax', () => {
  it('splits ₹1,180 at 18% into ₹1,000 and ₹90 + ₹90 inside the state, ₹180 IGST across states', () => {
    expect(splitTax(118_000, 18, 'intra')).toEqual({
      total: 118_000,
      taxable: 100_000,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
    });
    expect(splitTax(118_000, 18, 'inter')).toEqual({
      total: 118_000,
      taxable: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 18_000,
    });
  });

  it('rounds the taxable value half up and puts the odd paisa of the tax on CGST', () => {
    // 100 × 100/118 = 84.745… → 85; tax 15 → CGST 8, SGST 7.
    expect(splitTax(100, 18, 'ut')).toEqual({ total: 100, taxable: 85, cgst: 8, sgst: 7, igst: 0 });
    // 59 × 100/118 = 50 exactly; 177 × 100/118 = 150 exactly.
    expect(splitTax(59, 18, 'inter').taxable).toBe(50);
    // A half: 1 × 100/200 = 0.5 → 1 (rate 100% is the edge of the range).
    expect(splitTax(1, 100, 'inter').taxable).toBe(1);
  });

  it('always adds up to the total, with no negative line, for any amount, rate and supply type', () => {
    fc.assert(
      fc.property(amount, rate, type, (total, r, t) => {
        const l = splitTax(total, r, t);
        expect(sum(l)).toBe(total);
        expect(Math.min(l.taxable, l.cgst, l.sgst, l.igst)).toBeGreaterThanOrEqual(0);
        // The taxable value is within half a paisa of the exact figure.
        expect(Math.abs(l.taxable * (100 + r) - total * 100)).toBeLessThanOrEqual((100 + r) / 2);
        if (t === 'inter') expect(l.cgst + l.sgst).toBe(0);
        else expect([0, 1]).toContain(l.cgst - l.sgst);
      }),
      { numRuns: 2000 },
    );
  });

  it('taxes a discounted price as a price: the split depends only on the final amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        rate,
        (price, off, r) => {
          const final = price - Math.floor((price * off) / 100);
          const l = splitTax(final, r, 'inter');
          expect(l.taxable + l.igst).toBe(final);
        },
      ),
    );
  });

  it('refuses fractions of a paisa, negatives and absurd rates', () => {
    expect(() => splitTax(10.5, 18, 'inter')).toThrow(RangeError);
    expect(() => splitTax(-1, 18, 'inter')).toThrow(RangeError);
    expect(() => splitTax(100, 101, 'inter')).toThrow(RangeError);
  });
});

describe('creditNoteLines', () => {
  it('reverses any sequence of partial refunds in proportion, and a full refund exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        rate,
        type,
        (total, weights, r, t) => {
          const all = weights.reduce((a, b) => a + b, 0);
          let credited = 0;
          const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
          weights.forEach((w, i) => {
            const part = i === weights.length - 1 ? total - credited : Math.floor((total * w) / all);
            if (part <= 0) return;
            const l = creditNoteLines({
              invoiceTotal: total,
              alreadyCredited: credited,
              amount: part,
              ratePercent: r,
              type: t,
            });
            expect(sum(l)).toBe(part);
            expect(Math.min(l.taxable, l.cgst, l.sgst, l.igst)).toBeGreaterThanOrEqual(0);
            // In proportion: the taxable value reversed is within a paisa of part × 100/(100+rate).
            expect(Math.abs(l.taxable * (100 + r) - part * 100)).toBeLessThanOrEqual(100 + r);
            credited += part;
            totals.taxable += l.taxable;
            totals.cgst += l.cgst;
            totals.sgst += l.sgst;
            totals.igst += l.igst;
          });
          const invoice = splitTax(total, r, t);
          expect(totals).toEqual({
            taxable: invoice.taxable,
            cgst: invoice.cgst,
            sgst: invoice.sgst,
            igst: invoice.igst,
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses to reverse more than is left of the invoice', () => {
    expect(() =>
      creditNoteLines({ invoiceTotal: 100, alreadyCredited: 60, amount: 41, ratePercent: 18, type: 'inter' }),
    ).toThrow(RangeError);
    expect(() =>
      creditNoteLines({ invoiceTotal: 100, alreadyCredited: 0, amount: 0, ratePercent: 18, type: 'inter' }),
    ).toThrow(RangeError);
  });
});

describe('place of supply', () => {
  it("is the learner's state, a business buyer's registered state, and IGST outside the academy's state", () => {
    expect(placeOfSupplyCode({ buyerState: '33' })).toBe('33');
    expect(placeOfSupplyCode({ buyerState: '33', buyerGstin: '29AAACB1234C1ZB' })).toBe('29');
    // A ticket to an event held in person: where it is held, for a learner here or abroad; a business its own state.
    expect(placeOfSupplyCode({ buyerState: '29', venueState: '33' })).toBe('33');
    expect(placeOfSupplyCode({ buyerState: '96', venueState: '33' })).toBe('33');
    expect(placeOfSupplyCode({ buyerState: '33', buyerGstin: '29AAACB1234C1ZB', venueState: '33' })).toBe(
      '29',
    );
    expect(placeOfSupplyCode({ buyerState: '29', venueState: null })).toBe('29');
    expect(supplyType('33', '33')).toBe('intra');
    expect(supplyType('33', '29')).toBe('inter');
    expect(supplyType('33', '96')).toBe('inter');
    expect(supplyType('04', '04')).toBe('ut');
    // Delhi and Puducherry have legislatures: SGST, not UTGST.
    expect(supplyType('07', '07')).toBe('intra');
    expect(supplyType('34', '34')).toBe('intra');
  });

  it('lists every state and union territory once, with a Tamil name, and outside India', () => {
    const codes = PLACES_OF_SUPPLY.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(38);
    for (const p of PLACES_OF_SUPPLY) {
      expect(p.code).toMatch(/^\d{2}$/);
      expect(p.ta).toMatch(/[\u0B80-\u0BFF]/);
    }
    expect(placeLabel('29')).toBe('Karnataka (29)');
    expect(placeLabel('33', 'ta')).toBe('தமிழ்நாடு (33)');
    expect(placeOfSupply('25')).toBeUndefined();
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character is right and whose state exists', () => {
    expect(isGstin('33AAKCK4821M1ZB')).toBe(true);
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
  });

  it("refuses migration 0010's placeholder, a wrong check character, an unknown state and bad shapes", () => {
    expect(isGstin('33AAKCK4821M1Z5')).toBe(false);
    expect(isGstin(`99AAKCK4821M1Z${gstinCheckChar('99AAKCK4821M1Z')}`)).toBe(false);
    expect(isGstin(`96AAKCK4821M1Z${gstinCheckChar('96AAKCK4821M1Z')}`)).toBe(false);
    expect(isGstin('33aakck4821m1zb')).toBe(false);
    expect(isGstin('33AAKCK4821M1ZBX')).toBe(false);
  });

  it('catches every single-character change of a valid GSTIN', () => {
    const valid = '33AAKCK4821M1ZB';
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }),
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        (i, c) => {
          fc.pre(valid[i] !== c);
          expect(isGstin(valid.slice(0, i) + c + valid.slice(i + 1))).toBe(false);
        },
      ),
    );
  });
});

describe('serials', () => {
  it('names the financial year from April to March, India time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('2526');
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('2627');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('9900');
  });

  it('fits 16 characters of letters, digits and slashes', () => {
    for (const s of [
      documentSerial('invoice', '2526', 1),
      documentSerial('credit_note', '2526', 9_999_999),
    ]) {
      expect(s).toMatch(/^[A-Z0-9/-]{1,16}$/);
    }
    expect(documentSerial('invoice', '2526', 42)).toBe('INV/2526/000042');
    expect(() => documentSerial('invoice', '2526', 0)).toThrow(RangeError);
  });
});
