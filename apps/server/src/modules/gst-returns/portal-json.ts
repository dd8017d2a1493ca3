import { GST_MONTH_BEFORE_PLACES } from '@kalvi/shared';
import { AppError } from '../../lib/errors.ts';
import { add, type Money, SAC, type SacRow } from './sections.ts';
import type { Gstr1Month, ListedInvoice, MonthNote } from './service.ts';

/**
 * The month in the JSON the GST portal's GSTR-1 offline tool imports
 * (docs/decisions/188-gstr1-sections.md): the same tables as the CSV, with the portal's keys.
 * Amounts are rupees with two decimals, made from integer paise once, at the end.
 */

const rupees = (paise: number) => Math.round(paise) / 100;
/** dd-mm-yyyy in India time. */
const portalDate = (d: Date) => {
  const [y, m, day] = new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10).split('-');
  return `${day}-${m}-${y}`;
};
const rateOf = (bp: number | null) => (bp ?? 1800) / 100;

function details(m: Money & { taxRateBp: number | null }) {
  return {
    txval: rupees(m.taxable),
    rt: rateOf(m.taxRateBp),
    iamt: rupees(m.igst),
    camt: rupees(m.cgst),
    samt: rupees(m.sgst),
    csamt: 0,
  };
}
const items = (m: Money & { taxRateBp: number | null }) => [{ num: 1, itm_det: details(m) }];

function invoice(i: ListedInvoice) {
  return { inum: i.label, idt: portalDate(i.date), val: rupees(i.total), pos: i.placeOfSupply ?? '' };
}
function note(n: MonthNote) {
  return {
    ntty: 'C',
    nt_num: n.serial,
    nt_dt: portalDate(n.date),
    val: rupees(n.total),
    pos: n.placeOfSupply ?? '',
  };
}

/** Groups rows by a key, keeping the first-seen order. */
function groupBy<T>(rows: T[], key: (row: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return [...groups.entries()];
}

/** The first period whose table 12 is split into B2B and B2C tabs (May 2025). */
const HSN_SPLIT_FROM = '2025-05';

function hsnRows(rows: SacRow[]) {
  return rows.map((r, index) => ({
    num: index + 1,
    hsn_sc: SAC.code,
    desc: SAC.description,
    uqc: 'NA',
    qty: 0,
    txval: rupees(r.taxable),
    rt: rateOf(r.rateBp),
    iamt: rupees(r.igst),
    camt: rupees(r.cgst),
    samt: rupees(r.sgst),
    csamt: 0,
  }));
}

/** Table 12: one list by rate before May 2025, then one per tab, each numbered from 1. */
function hsnSummary(m: Gstr1Month) {
  if (m.month < HSN_SPLIT_FROM) {
    const byRate = new Map<number, SacRow>();
    for (const r of m.sac) {
      const seen = byRate.get(r.rateBp);
      byRate.set(r.rateBp, seen ? { ...add(seen, r), count: seen.count + r.count } : r);
    }
    return { data: hsnRows([...byRate.values()]) };
  }
  return {
    hsn_b2b: hsnRows(m.sac.filter((r) => r.tab === 'B2B')),
    hsn_b2c: hsnRows(m.sac.filter((r) => r.tab === 'B2C')),
  };
}

export function portalJson(m: Gstr1Month) {
  if ([...m.listed, ...m.b2cs, ...m.notes].some((r) => r.placeOfSupply === null))
    throw new AppError(409, GST_MONTH_BEFORE_PLACES);
  const listed = (table: string) => m.listed.filter((i) => i.table === table);
  const notes = (table: string) => m.notes.filter((n) => n.table === table);
  const [year, month] = m.month.split('-');
  const docs = [
    { doc_num: 1, doc_typ: 'Invoices for outward supply', range: m.docs.invoices },
    { doc_num: 5, doc_typ: 'Credit Note', range: m.docs.notes },
  ].filter((d) => d.range && d.range.count > 0);
  return {
    gstin: m.gstin,
    fp: `${month}${year}`,
    b2b: groupBy(listed('B2B'), (i) => i.buyerGstin ?? '').map(([ctin, rows]) => ({
      ctin,
      inv: rows.map((i) => ({ ...invoice(i), rchrg: 'N', inv_typ: 'R', itms: items(i) })),
    })),
    b2cl: groupBy(listed('B2CL'), (i) => i.placeOfSupply ?? '').map(([pos, rows]) => ({
      pos,
      inv: rows.map((i) => {
        const { pos: _pos, ...rest } = invoice(i);
        return { ...rest, itms: items(i) };
      }),
    })),
    exp: listed('EXP').length
      ? [
          {
            exp_typ: 'WPAY',
            inv: listed('EXP').map((i) => {
              const { pos: _pos, ...rest } = invoice(i);
              const { txval, rt, iamt, csamt } = details(i);
              return { ...rest, itms: [{ txval, rt, iamt, csamt }] };
            }),
          },
        ]
      : [],
    b2cs: m.b2cs.map((g) => ({
      sply_ty: g.supplyType === 'inter' ? 'INTER' : 'INTRA',
      pos: g.placeOfSupply,
      typ: 'OE',
      ...details(g),
    })),
    cdnr: groupBy(notes('CDNR'), (n) => n.buyerGstin ?? '').map(([ctin, rows]) => ({
      ctin,
      nt: rows.map((n) => ({ ...note(n), rchrg: 'N', inv_typ: 'R', itms: items(n) })),
    })),
    cdnur: notes('CDNUR').map((n) => ({
      typ: n.against === 'EXP' ? 'EXPWP' : 'B2CL',
      ...note(n),
      itms: items(n),
    })),
    hsn: hsnSummary(m),
    doc_issue: {
      doc_det: docs.map((d) => ({
        doc_num: d.doc_num,
        doc_typ: d.doc_typ,
        docs: [
          {
            num: 1,
            from: d.range?.from ?? '',
            to: d.range?.to ?? '',
            totnum: d.range?.count ?? 0,
            cancel: 0,
            net_issue: d.range?.count ?? 0,
          },
        ],
      })),
    },
  };
}
