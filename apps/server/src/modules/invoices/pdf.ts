import { createRequire } from 'node:module';
import {
  formatDate,
  formatInr,
  invoiceValueLines,
  isReferralCode,
  LOCALES,
  placeLabel,
  SITE,
  type SupplyType,
} from '@kalvi/shared';
import PDFDocument from 'pdfkit';
import type { SellerSnapshot } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

/**
 * A GST tax invoice (CGST Rule 46) or credit note (Rule 53) as a PDF (pdfkit, not a PDF writer
 * of our own: docs/product/engineering.md#stack). Tax lines: docs/decisions/178.
 */

export interface TaxLinesData {
  /** The place of supply's GST code; null on payments made before it was recorded. */
  placeOfSupply: string | null;
  /** null: a payment from before migration 0016, printed with one GST line as it was issued. */
  type: SupplyType | null;
  ratePercent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceData {
  kind: 'invoice' | 'credit_note';
  /** 'INV/2526/000042', 'CN/2526/000003' or an old 'INV-1001'. */
  number: string;
  issuedAt: Date;
  /** A credit note names the invoice it reverses. */
  original?: { number: string; issuedAt: Date };
  buyer: { name: string; email: string; phone: string; gstin: string | null; legalName: string | null };
  item: { kind: 'course' | 'event'; title: string };
  /** GST-inclusive, in paise: paid (invoice) or refunded (credit note). */
  amount: number;
  /** A coupon or referral code on an invoice: its code and the GST-inclusive paise it took off (docs/decisions/181-coupons.md). */
  discount?: { code: string; amount: number };
  /** Referral credit an invoice's order spent, GST-inclusive paise (docs/decisions/182). */
  credit?: number;
  tax: TaxLinesData;
  paymentId: string;
  orderId: string;
  /** The academy as it was when the invoice was issued (the payment's snapshot, docs/decisions/123). */
  seller: SellerSnapshot;
  testMode: boolean;
}

// The PDF standard fonts have no rupee sign; this face (shipped with the web fonts) has one.
const RUPEE_FONT = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
);

const paise = new Intl.NumberFormat(LOCALES.en, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupeesWithPaise = (amountPaise: number) => paise.format(toRupees(amountPaise));
const documentDate = (d: Date) => formatDate(d, 'en', 'fullDate');

/** The tax lines a document prints, each with its label. */
function taxRows(tax: TaxLinesData): [string, number][] {
  const half = tax.ratePercent / 2;
  if (tax.type === null) return [[`GST @ ${tax.ratePercent}%`, tax.igst + tax.cgst + tax.sgst]];
  if (tax.type === 'inter') return [[`IGST @ ${tax.ratePercent}%`, tax.igst]];
  return [
    [`CGST @ ${half}%`, tax.cgst],
    [`${tax.type === 'ut' ? 'UTGST' : 'SGST'} @ ${half}%`, tax.sgst],
  ];
}

export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const credit = data.kind === 'credit_note';
  const title = credit ? 'Credit note' : 'Tax invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${title} ${data.number}`, Author: data.seller.legalName },
  });
  doc.registerFont('Rupee', RUPEE_FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;

  /** Writes '₹' in the face that has it, then the figure, at (x, y). */
  const money = (figure: string, x: number, y: number, bold = false) => {
    doc.font('Rupee').fontSize(11);
    const sign = doc.widthOfString('₹');
    // This face sits lower on the line than Helvetica: lift the sign to the figures' baseline.
    doc.text('₹', x, y - 1, { lineBreak: false });
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .text(figure, x + sign + 1, y, { lineBreak: false });
  };

  const { seller, tax } = data;
  doc.fillColor(SITE.themeColor).font('Helvetica-Bold').fontSize(22).text(seller.legalName, left, 50);
  doc.fillColor('#111827').font('Helvetica').fontSize(10);
  doc.text(seller.address, { width });
  const sellerState = seller.stateCode ? `   ·   State: ${placeLabel(seller.stateCode)}` : '';
  doc.text(`GSTIN: ${seller.gstin}${sellerState}`, { width });
  doc.text(`${seller.email}   ·   ${seller.phone}`, { width });

  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(16).text(title.toUpperCase(), left);
  if (data.testMode) {
    doc
      .fillColor('#b45309')
      .fontSize(10)
      .text(`TEST MODE: no money was ${credit ? 'refunded' : 'charged'} for this document.`);
    doc.fillColor('#111827');
  }
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${credit ? 'Credit note' : 'Invoice'} number: ${data.number}`);
  doc.text(`${credit ? 'Credit note' : 'Invoice'} date: ${documentDate(data.issuedAt)}`);
  if (data.original) {
    doc.text(`Against invoice: ${data.original.number} of ${documentDate(data.original.issuedAt)}`);
  }
  doc.text(`Place of supply: ${tax.placeOfSupply ? placeLabel(tax.placeOfSupply) : 'Not recorded'}`);
  doc.text(`Payment ID: ${data.paymentId}`);
  doc.text(`Order ID: ${data.orderId}`);

  doc
    .moveDown(1)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(credit ? 'Issued to' : 'Billed to');
  doc.font('Helvetica').fontSize(10);
  if (data.buyer.gstin) {
    doc.text(data.buyer.legalName || data.buyer.name);
    doc.text(`GSTIN: ${data.buyer.gstin}`);
    doc.text(`Attention: ${data.buyer.name}`);
  } else {
    doc.text(data.buyer.name);
  }
  doc.text(data.buyer.email);
  if (data.buyer.phone) doc.text(data.buyer.phone);

  // The line items table.
  doc.moveDown(1.5);
  const columns = { item: left, sac: left + 290, amount: left + 370 };
  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Description', columns.item, y);
  doc.text('SAC', columns.sac, y);
  doc.text('Amount (INR)', columns.amount, y);
  y += 18;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#d1d5db').stroke();
  y += 8;

  const kind = data.item.kind === 'course' ? 'Course' : 'Event';
  const prefix = credit ? 'Refund of ' : '';
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${prefix}${kind}: ${data.item.title}`, columns.item, y, { width: 280 });
  const rowBottom = doc.y;
  doc.text(SITE.sacCode, columns.sac, y);
  // A discount or credit shown on the invoice is not part of the value of supply (CGST Act
  // s.15(3)(a)): the list price's taxable value, less each one's, is what GST is charged on. A
  // credit note reverses taxable value only.
  const off: [string, number][] = [];
  let listTaxable = tax.taxable;
  if (!credit && (data.discount || data.credit)) {
    const value = invoiceValueLines({
      amount: data.amount,
      discount: data.discount?.amount ?? 0,
      credit: data.credit ?? 0,
      ratePercent: tax.ratePercent,
    });
    listTaxable = value.listTaxable;
    if (data.discount) {
      const { code } = data.discount;
      off.push([`Discount (${isReferralCode(code) ? 'referral code' : 'coupon'} ${code})`, value.discount]);
    }
    if (data.credit) off.push(['Referral credit', value.credit]);
  }
  money(rupeesWithPaise(listTaxable), columns.amount, y);
  y = Math.max(rowBottom, y + 16) + 8;
  for (const [label, value] of off) {
    doc.font('Helvetica').fontSize(10).text(label, columns.item, y);
    money(`-${rupeesWithPaise(value)}`, columns.amount, y);
    y += 18;
  }
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(credit ? 'Taxable value reversed' : 'Taxable value', columns.item, y);
  money(rupeesWithPaise(tax.taxable), columns.amount, y);
  for (const [label, value] of taxRows(tax)) {
    y += 18;
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(credit ? `${label} reversed` : label, columns.item, y);
    money(rupeesWithPaise(value), columns.amount, y);
  }
  y += 24;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#d1d5db').stroke();
  y += 10;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(credit ? 'Total credited (GST inclusive)' : 'Total (GST inclusive)', columns.item, y);
  money(formatInr(toRupees(data.amount)).replace('₹', ''), columns.amount, y, true);

  doc.font('Helvetica').fontSize(9).fillColor('#4b5563');
  doc.text(
    `Training services (SAC ${SITE.sacCode}). Amounts include GST at ${tax.ratePercent}%. ` +
      (credit
        ? 'Issued under section 34 of the CGST Act for a refund. '
        : 'Refunds follow our Refund and Cancellation Policy. ') +
      'This is a computer-generated document and needs no signature.',
    left,
    y + 50,
    { width },
  );
  doc.end();
  return done;
}
