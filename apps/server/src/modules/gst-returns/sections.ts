import { OUTSIDE_INDIA, SITE } from '@kalvi/shared';

/**
 * Which GSTR-1 table a document belongs to (docs/decisions/188-gstr1-sections.md), in integer
 * paise. Pure: the queries fetch, this sorts, the CSV and the portal JSON render the same result.
 */

/** Inter-state invoices to unregistered buyers above this value are listed one by one (B2CL). */
export const B2CL_ABOVE_PAISE = 10_000_000;

/** The academy's services: commercial training and coaching. */
export const SAC = { code: SITE.sacCode, description: 'Commercial training and coaching services' } as const;

export type Table = 'B2B' | 'B2CL' | 'EXP' | 'B2CS';

export interface Money {
  taxable: number;
  igst: number;
  cgst: number;
  /** SGST or UTGST. */
  sgst: number;
  total: number;
}

export interface Taxed extends Money {
  placeOfSupply: string | null;
  supplyType: string | null;
  taxRateBp: number | null;
}

/** An invoice's table: B2B to a GSTIN, else export outside India, else B2CL when inter-state and large. */
export function tableOf(doc: {
  buyerGstin: string | null;
  placeOfSupply: string | null;
  supplyType: string | null;
  invoiceTotal: number;
}): Table {
  if (doc.buyerGstin) return 'B2B';
  if (doc.placeOfSupply === OUTSIDE_INDIA) return 'EXP';
  if (doc.supplyType === 'inter' && doc.invoiceTotal > B2CL_ABOVE_PAISE) return 'B2CL';
  return 'B2CS';
}

export const money = (r: { [K in keyof Money]: number | string | null }): Money => ({
  taxable: Number(r.taxable ?? 0),
  igst: Number(r.igst ?? 0),
  cgst: Number(r.cgst ?? 0),
  sgst: Number(r.sgst ?? 0),
  total: Number(r.total ?? 0),
});

const KEYS = ['taxable', 'igst', 'cgst', 'sgst', 'total'] as const;

/** a + sign × b, line by line. */
export function add<T extends Money>(a: T, b: Money, sign: 1 | -1 = 1): T {
  const next = { ...a };
  for (const k of KEYS) next[k] = a[k] + sign * b[k];
  return next;
}

export const ZERO: Money = { taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 };

export interface B2csGroup extends Taxed {
  count: number;
}

/**
 * B2CS for the month: the invoices' sums, less the credit notes issued this month against B2CS
 * invoices (those are not listed in CDNUR: the portal nets them into B2CS of the month the note
 * is issued). A note whose group had no sale this month makes a negative group of its own.
 */
export function netB2cs(groups: B2csGroup[], notes: Taxed[]): B2csGroup[] {
  const key = (t: Taxed) => `${t.placeOfSupply}|${t.supplyType}|${t.taxRateBp}`;
  const byKey = new Map(groups.map((g) => [key(g), { ...g }]));
  for (const n of notes) {
    const k = key(n);
    const group = byKey.get(k) ?? { ...n, ...ZERO, count: 0 };
    byKey.set(k, add(group, n, -1));
  }
  return [...byKey.values()].sort((a, b) =>
    `${a.placeOfSupply}|${a.taxRateBp}`.localeCompare(`${b.placeOfSupply}|${b.taxRateBp}`),
  );
}

/**
 * Table 12's two tabs (from the May 2025 period): supplies to a GSTIN are B2B, all others
 * (learners, exports) B2C. A note sits in the tab of the invoice it reverses.
 */
export type HsnTab = 'B2B' | 'B2C';
export const hsnTabOf = (table: Table): HsnTab => (table === 'B2B' ? 'B2B' : 'B2C');

export interface SacRow extends Money {
  tab: HsnTab;
  rateBp: number;
  count: number;
}

/** The HSN/SAC summary (table 12): the month's documents under the one SAC, by tab and rate, net of notes. */
export function sacSummary(
  invoices: (Taxed & { count: number; tab: HsnTab })[],
  notes: (Taxed & { tab: HsnTab })[],
): SacRow[] {
  const rows = new Map<string, SacRow>();
  const take = (t: Taxed & { tab: HsnTab }, sign: 1 | -1, count: number) => {
    const rateBp = t.taxRateBp ?? 1800;
    const key = `${t.tab}|${rateBp}`;
    const row = rows.get(key) ?? { ...ZERO, tab: t.tab, rateBp, count: 0 };
    rows.set(key, { ...add(row, t, sign), count: row.count + count });
  };
  for (const i of invoices) take(i, 1, i.count);
  for (const n of notes) take(n, -1, 0);
  return [...rows.values()].sort((a, b) => a.tab.localeCompare(b.tab) || a.rateBp - b.rateBp);
}
