import { OUTSIDE_INDIA, placeOfSupply } from './gst-states.ts';

/**
 * The tax engine: place of supply, the split of a GST-inclusive price into taxable value and
 * tax lines, and the reversal a credit note makes. Pure integer paise; the rules and the one
 * rounding rule are docs/decisions/178-gst-place-of-supply.md.
 */

/** intra: CGST + SGST; ut: CGST + UTGST; inter: IGST (another state, or export). */
export type SupplyType = 'intra' | 'ut' | 'inter';

export interface TaxLines {
  /** GST-inclusive total, paise. */
  total: number;
  taxable: number;
  cgst: number;
  /** SGST, or UTGST when the supply type is 'ut'. */
  sgst: number;
  igst: number;
}

/**
 * The place of supply (IGST Act s.12, s.13): a registered buyer's registered state (the first two
 * characters of its GSTIN; s.12(2)(a), s.12(5)(a)); otherwise, for admission to an event held in
 * person, the state where it is held (s.12(5)(b), and s.13(5) for a buyer abroad); otherwise the
 * learner's own state, '96' outside India (s.12(2)(b), s.13(2)); docs/decisions/189-event-place-of-supply.md.
 */
export function placeOfSupplyCode(args: {
  buyerState: string;
  buyerGstin?: string | null;
  venueState?: string | null;
}): string {
  if (args.buyerGstin) return args.buyerGstin.slice(0, 2);
  return args.venueState || args.buyerState;
}

/** Same state or union territory as the academy → intra (UTGST where there is no legislature); else IGST. */
export function supplyType(academyState: string, place: string): SupplyType {
  if (place === OUTSIDE_INDIA || place !== academyState) return 'inter';
  return placeOfSupply(place)?.kind === 'ut' ? 'ut' : 'intra';
}

/** Largest amount the integer arithmetic below keeps exact (2 × amount × 10 000 < 2^53). */
export const MAX_TAXABLE_PAISE = 100_000_000_000;

/** A rate in basis points: 18 → 1800, 0.25 → 25. */
function basisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100);
  if (!(bp >= 0 && bp <= 10_000)) throw new RangeError(`GST rate out of range: ${ratePercent}`);
  return bp;
}

/**
 * Splits a GST-inclusive total. The one rounding rule: taxable value = total × 100 / (100 +
 * rate), rounded half up to the paisa; the tax is the rest (so the lines always add to the
 * total); an intra-state tax is halved with the odd paisa on CGST.
 */
export function splitTax(totalPaise: number, ratePercent: number, type: SupplyType): TaxLines {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0 || totalPaise > MAX_TAXABLE_PAISE) {
    throw new RangeError(`amount must be whole paise between 0 and ${MAX_TAXABLE_PAISE}: ${totalPaise}`);
  }
  const denominator = 10_000 + basisPoints(ratePercent);
  // round half up of total × 10000 / denominator, in integers
  const taxable = Math.floor((2 * totalPaise * 10_000 + denominator) / (2 * denominator));
  const tax = totalPaise - taxable;
  if (type === 'inter') return { total: totalPaise, taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.ceil(tax / 2);
  return { total: totalPaise, taxable, cgst, sgst: tax - cgst, igst: 0 };
}

const minus = (a: TaxLines, b: TaxLines): TaxLines => ({
  total: a.total - b.total,
  taxable: a.taxable - b.taxable,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
  igst: a.igst - b.igst,
});

/**
 * What a credit note reverses (CGST Act s.34) when `amount` more of an invoice is refunded
 * after `alreadyCredited`: the split of everything credited so far minus the split of what was
 * credited before. Each line is then in proportion to the invoice under the same rounding rule,
 * never negative, and all the credit notes of a fully refunded invoice add up to it exactly.
 */
export function creditNoteLines(args: {
  invoiceTotal: number;
  alreadyCredited: number;
  amount: number;
  ratePercent: number;
  type: SupplyType;
}): TaxLines {
  const { invoiceTotal, alreadyCredited, amount, ratePercent, type } = args;
  if (amount <= 0 || alreadyCredited < 0 || alreadyCredited + amount > invoiceTotal) {
    throw new RangeError('a credit note reverses a positive part of what is left of the invoice');
  }
  return minus(
    splitTax(alreadyCredited + amount, ratePercent, type),
    splitTax(alreadyCredited, ratePercent, type),
  );
}

/** The Indian financial year (1 April – 31 March, India time) of a moment: '2526' for 2025-26. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const month = ist.getUTCMonth();
  const start = month >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}${two(start + 1)}`;
}

export type DocumentKind = 'invoice' | 'credit_note';
const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** 'INV/2526/000042' (15 characters) or 'CN/2526/000007': docs/decisions/179-invoice-serials.md. */
export function documentSerial(kind: DocumentKind, fy: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > 9_999_999) throw new RangeError(`serial out of range: ${n}`);
  return `${PREFIX[kind]}/${fy}/${String(n).padStart(6, '0')}`;
}

// What the server answers, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).
export const GST_MONTH_BEFORE_PLACES =
  'This month has payments from before places of supply were recorded. Please file it from the CSV.';
export const PAID_ENROLMENT_PAUSED =
  'Paid enrolment is paused until the academy enters its GSTIN. Please try again later.';
export const GST_MONTH_TOO_MANY_ROWS = 'This month has too many documents for one file. Please ask for help.';
