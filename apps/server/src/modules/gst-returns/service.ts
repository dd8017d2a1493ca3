import {
  GST_MONTH_TOO_MANY_ROWS,
  invoiceLabel,
  type Language,
  placeLabel,
  SITE,
  splitTax,
  translateMessage,
} from '@kalvi/shared';
import { csvLine } from '@kalvi/shared/admin';
import type { DbDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { settingsRow } from '../settings/queries.ts';
import {
  b2cSummary,
  documentRanges,
  listedInvoices,
  monthCreditNotes,
  RETURNS_MAX_ROWS,
  type Window,
} from './queries.ts';
import { hsnTabOf, money, netB2cs, SAC, sacSummary, type Table, type Taxed, tableOf } from './sections.ts';

/**
 * One month's GSTR-1 material as CSV (docs/decisions/188-gstr1-sections.md): B2B, B2CL and
 * export invoices one by one, B2CS summed by place of supply and rate net of its credit notes,
 * CDNR and CDNUR notes, the SAC summary and the documents issued. Money in rupees with paise;
 * the month in India time.
 */

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

export interface ListedInvoice extends Taxed {
  table: Table;
  label: string;
  date: Date;
  buyerGstin: string | null;
  buyerName: string | null;
}
export interface MonthNote extends Taxed {
  /** CDNR to a GSTIN; CDNUR against a B2CL invoice or an export; B2CS netted into B2CS. */
  table: 'CDNR' | 'CDNUR' | 'B2CS';
  against: Table;
  serial: string;
  date: Date;
  invoiceLabel: string;
  invoiceDate: Date;
  buyerGstin: string | null;
  buyerName: string | null;
}

/** One month's GSTR-1 material, sorted into its tables (docs/decisions/188-gstr1-sections.md). */
export async function gstr1Month({ db }: DbDeps, month: string) {
  const w = monthWindow(month);
  const [listedRows, groups, noteRows, docs, academy] = await Promise.all([
    listedInvoices(db, w),
    b2cSummary(db, w),
    monthCreditNotes(db, w),
    documentRanges(db, w),
    settingsRow(db),
  ]);
  if (listedRows.length > RETURNS_MAX_ROWS || noteRows.length > RETURNS_MAX_ROWS)
    throw new AppError(409, GST_MONTH_TOO_MANY_ROWS);
  const listed: ListedInvoice[] = listedRows.map((r) => ({
    ...r,
    ...money(r),
    table: tableOf({ ...r, invoiceTotal: Number(r.total) }),
    label: invoiceLabel(r.number, r.serial),
  }));
  const notes: MonthNote[] = noteRows.map((r) => {
    const against = tableOf({ ...r, invoiceTotal: Number(r.invoiceTotal) });
    return {
      ...r,
      ...money(r),
      against,
      table: against === 'B2B' ? 'CDNR' : against === 'B2CS' ? 'B2CS' : 'CDNUR',
      invoiceLabel: invoiceLabel(r.invoiceNumber, r.invoiceSerial),
    };
  });
  const sums = groups.map((g) => {
    const m = money(g);
    return { ...g, ...(g.supplyType === null ? legacy(m) : m), count: Number(g.count) };
  });
  const b2cs = netB2cs(
    sums,
    notes.filter((n) => n.table === 'B2CS'),
  );
  const sac = sacSummary(
    [
      ...listed.map((i) => ({ ...i, count: 1, tab: hsnTabOf(i.table) })),
      ...sums.map((g) => ({ ...g, tab: 'B2C' as const })),
    ],
    notes.map((n) => ({ ...n, tab: hsnTabOf(n.against) })),
  );
  return { month, gstin: academy.gstin, listed, b2cs, notes, sac, docs };
}
export type Gstr1Month = Awaited<ReturnType<typeof gstr1Month>>;

export async function returnsCsv(deps: DbDeps, month: string, language: Language = 'en'): Promise<string> {
  const m = await gstr1Month(deps, month);
  let csv = csvLine(HEADER.map((name) => translateMessage(name, language)));
  // Section codes are the portal's; the words around them are in the reader's language.
  const word = (text: string) => translateMessage(text, language);
  const place = (code: string | null) => (code ? placeLabel(code, language) : word('Not recorded'));
  // The columns from place of supply to total, alike for every section.
  const taxColumns = (r: TaxedRow, count: number) => [
    place(r.placeOfSupply),
    supply(r.supplyType),
    rate(r.taxRateBp),
    count,
    ...[r.taxable, r.igst, r.cgst, r.sgst, r.total].map((paise) => rupees(Number(paise))),
  ];
  for (const table of ['B2B', 'B2CL', 'EXP'] as const) {
    for (const r of m.listed.filter((i) => i.table === table)) {
      csv += csvLine([
        table,
        word('Invoice'),
        r.label,
        day(r.date),
        '',
        '',
        r.buyerGstin ?? '',
        r.buyerName ?? '',
        ...taxColumns(r, 1),
      ]);
    }
  }
  for (const r of m.b2cs) {
    csv += csvLine([
      'B2CS',
      word('Invoices less credit notes'),
      '',
      month,
      '',
      '',
      '',
      '',
      ...taxColumns(r, r.count),
    ]);
  }
  // Every note is listed; one against a B2CS invoice is already netted above, and says so.
  for (const [table, section] of [
    ['CDNR', 'CDNR'],
    ['CDNUR', 'CDNUR'],
    ['B2CS', 'B2CS-CN'],
  ] as const) {
    for (const r of m.notes.filter((n) => n.table === table)) {
      csv += csvLine([
        section,
        word('Credit note'),
        r.serial,
        day(r.date),
        r.invoiceLabel,
        day(r.invoiceDate),
        r.buyerGstin ?? '',
        r.buyerName ?? '',
        ...taxColumns(r, 1),
      ]);
    }
  }
  // The SAC summary and the documents issued: no buyer, no place; the same columns otherwise.
  const summary = (section: string, document: string, number: string) => [
    section,
    document,
    number,
    month,
    '',
    '',
    '',
    '',
    '',
    '',
  ];
  for (const r of m.sac) {
    const amounts = [r.taxable, r.igst, r.cgst, r.sgst, r.total].map(rupees);
    csv += csvLine([
      ...summary(`HSN-${r.tab}`, `SAC ${SAC.code}`, word(SAC.description)),
      rate(r.rateBp),
      r.count,
      ...amounts,
    ]);
  }
  for (const [document, d] of [
    ['Invoices', m.docs.invoices],
    ['Credit notes', m.docs.notes],
  ] as const) {
    if (d && d.count > 0)
      csv += csvLine([
        ...summary('DOCS', word(document), `${d.from} – ${d.to}`),
        '',
        d.count,
        '',
        '',
        '',
        '',
        '',
      ]);
  }
  return csv;
}
