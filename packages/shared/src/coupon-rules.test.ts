import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, invoiceValueLines, MIN_CHARGE_PAISE, normaliseCouponCode } from './coupon-rules.ts';
import { couponPreviewSchema } from './coupons.ts';
import { MAX_TAXABLE_PAISE, splitTax } from './gst.ts';

describe('coupon discounts', () => {
  it('takes a percent rounded down to the paisa, a fixed amount whole, and leaves at least ₹1', () => {
    expect(couponDiscount(118_000, 'percent', 10)).toBe(11_800);
    expect(couponDiscount(99_999, 'percent', 15)).toBe(14_999);
    expect(couponDiscount(118_000, 'fixed', 20_000)).toBe(20_000);
    expect(couponDiscount(50_000, 'fixed', 80_000)).toBe(50_000 - MIN_CHARGE_PAISE);
    expect(couponDiscount(50_000, 'percent', 100)).toBe(50_000 - MIN_CHARGE_PAISE);
    expect(couponDiscount(MIN_CHARGE_PAISE, 'percent', 50)).toBe(0);
  });

  it('always leaves a total whose value lines, after discount and credit, and tax lines add up', () => {
    const list = fc.integer({ min: MIN_CHARGE_PAISE, max: MAX_TAXABLE_PAISE });
    const coupon = fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({
        kind: fc.constant('fixed' as const),
        value: fc.integer({ min: 1, max: MAX_TAXABLE_PAISE }),
      }),
    );
    const rate = fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28);
    const type = fc.constantFrom('intra' as const, 'ut' as const, 'inter' as const);
    const balance = fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 100_000 }),
      fc.integer({ min: 1, max: MAX_TAXABLE_PAISE }),
    );
    fc.assert(
      fc.property(list, coupon, rate, type, balance, (listPaise, c, r, t, held) => {
        const discount = couponDiscount(listPaise, c.kind, c.value);
        const discounted = listPaise - discount;
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        // Credit pays after the discount, leaving ₹1 (the server's creditFor).
        const credit = Math.max(0, Math.min(held, discounted - MIN_CHARGE_PAISE));
        const total = discounted - credit;
        expect(total).toBeGreaterThanOrEqual(MIN_CHARGE_PAISE);
        const lines = splitTax(total, r, t);
        // The invoice: list taxable value - discount - credit = the taxable value charged.
        const value = invoiceValueLines({ amount: total, discount, credit, ratePercent: r });
        expect(value.listTaxable - value.discount - value.credit).toBe(value.taxable);
        expect(value.taxable).toBe(lines.taxable);
        expect(value.listTaxable).toBe(splitTax(listPaise, r, t).taxable);
        expect(value.discount).toBeGreaterThanOrEqual(0);
        expect(value.credit).toBeGreaterThanOrEqual(0);
        if (credit === 0) expect(value.credit).toBe(0);
        if (discount === 0) expect(value.discount).toBe(0);
        expect(lines.total).toBe(total);
        expect(lines.taxable + lines.cgst + lines.sgst + lines.igst).toBe(total);
        for (const part of [lines.taxable, lines.cgst, lines.sgst, lines.igst])
          expect(part).toBeGreaterThanOrEqual(0);
        // A discount never raises the tax: the discounted tax is at most the list price's.
        const full = splitTax(listPaise, r, t);
        expect(lines.cgst + lines.sgst + lines.igst).toBeLessThanOrEqual(full.cgst + full.sgst + full.igst);
        expect(lines.taxable).toBeLessThanOrEqual(full.taxable);
      }),
      { numRuns: 2000 },
    );
  });

  it('matches a code in any case and spacing, and refuses what cannot be a code', () => {
    expect(normaliseCouponCode('  diwali-25 ')).toBe('DIWALI-25');
    const id = '5f0c6a4e-8d9b-4b7a-9c3e-2a1b0c9d8e7f';
    expect(couponPreviewSchema.safeParse({ code: ' diwali25 ', courseId: id }).data?.code).toBe('DIWALI25');
    const bad = couponPreviewSchema.safeParse({ code: 'x; drop', courseId: id });
    expect(bad.error?.issues[0]?.message).toBe('Enter the coupon code as it was given to you');
  });
});
