import { invoiceLabel, type Language, placeLabel, SITE, splitTax, translateMessage } from '@kalvi/shared';
import { csvLine } from '@kalvi/shared/admin';
import type { DbDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { b2bInvoices, b2cSummary, monthCreditNotes, RETURNS_MAX_ROWS, type Window } from './queries.ts';

/**
 * One month's GSTR-1 material as CSV (docs/decisions/178): B2B invoices one by one, B2C
 * invoices summed by place of supply and rate, and credit notes (CDNR when the buyer is
 * registered, CDNUR otherwise). Money in rupees with paise; the month in India time.
 */

export const TOO_MANY_ROWS = 'This month has too many documents for one file. Please ask for help.';

const HEADER = [
  'Section',
  'Document',
  'Number',
  'Date',
  'Original invoice',
  'Original date',
  'Buyer GSTIN',
  'Buyer name',
  'Place of supply',
  'Supply type',
  'Rate %',
  'Count',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST/UTGST',
  'Total',
];

/** The month 'YYYY-MM' as the India-time instants it starts and ends at. */
export function monthWindow(month: string): Window {
  const [year, m] = month.split('-').map(Number);
  const start = (y: number, mm: number) => new Date(Date.UTC(y, mm - 1, 1) - 330 * 60_000);
  return {
    from: start(year ?? 0, m ?? 1),
    to: start(m === 12 ? (year ?? 0) + 1 : (year ?? 0), m === 12 ? 1 : (m ?? 1) + 1),
  };
}

const rupees = (paise: number | null) => ((paise ?? 0) / 100).toFixed(2);
const day = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const rate = (bp: number | null) => (bp === null ? '18' : String(bp / 100));
const supply = (type: string | null) =>
  type === 'intra'
    ? 'CGST+SGST'
    : type === 'ut'
      ? 'CGST+UTGST'
      : type === 'inter'
        ? 'IGST'
        : 'GST (before 2026-11)';

interface TaxedRow {
  placeOfSupply: string | null;
  supplyType: string | null;
  taxRateBp: number | null;
  taxable: number | string | null;
  igst: number | string | null;
  cgst: number | string | null;
  sgst: number | string | null;
  total: number | string | null;
}

/** Payments from before migration 0016 were taxed as one GST line on the total: split the same way. */
function legacy<T extends { total: number; taxable: number; cgst: number; sgst: number; igst: number }>(
  g: T,
): T {
  const l = splitTax(Number(g.total), SITE.gstRatePercent, 'inter');
  return { ...g, taxable: l.taxable, igst: l.igst, cgst: 0, sgst: 0 };
}

export async function returnsCsv({ db }: DbDeps, month: string, language: Language = 'en'): Promise<string> {
  const w = monthWindow(month);
  const [b2b, b2c, notes] = await Promise.all([
    b2bInvoices(db, w),
    b2cSummary(db, w),
    monthCreditNotes(db, w),
  ]);
  if (b2b.length > RETURNS_MAX_ROWS || notes.length > RETURNS_MAX_ROWS)
    throw new AppError(409, TOO_MANY_ROWS);
  let csv = csvLine(HEADER.map((name) => translateMessage(name, language)));
  const place = (code: string | null) =>
    code ? placeLabel(code, language) : translateMessage('Not recorded', language);
  // The columns from place of supply to total, alike for every section.
  const taxColumns = (r: TaxedRow, count: number) => [
    place(r.placeOfSupply),
    supply(r.supplyType),
    rate(r.taxRateBp),
    count,
    ...[r.taxable, r.igst, r.cgst, r.sgst, r.total].map((paise) => rupees(Number(paise))),
  ];
  for (const r of b2b) {
    csv += csvLine([
      'B2B',
      'Invoice',
      invoiceLabel(r.number, r.serial),
      day(r.date),
      '',
      '',
      r.buyerGstin,
      r.buyerName,
      ...taxColumns(r, 1),
    ]);
  }
  for (const group of b2c) {
    const r = group.supplyType === null ? legacy(group) : group;
    csv += csvLine(['B2C', 'Invoices', '', month, '', '', '', '', ...taxColumns(r, Number(r.count))]);
  }
  for (const r of notes) {
    csv += csvLine([
      r.buyerGstin ? 'CDNR' : 'CDNUR',
      'Credit note',
      r.serial,
      day(r.date),
      invoiceLabel(r.invoiceNumber, r.invoiceSerial),
      day(r.invoiceDate),
      r.buyerGstin ?? '',
      r.buyerName ?? '',
      ...taxColumns(r, 1),
    ]);
  }
  return csv;
}
