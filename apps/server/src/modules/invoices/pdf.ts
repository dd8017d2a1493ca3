import { createRequire } from 'node:module';
import { formatInr, invoiceLabel, SITE, splitGst } from '@kalvi/shared';
import PDFDocument from 'pdfkit';
import type { SellerSnapshot } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

/** A GST tax invoice as a PDF (pdfkit, not a PDF writer of our own: docs/product/engineering.md#stack). */

export interface InvoiceData {
  invoiceNumber: number;
  issuedAt: Date;
  buyer: { name: string; email: string; phone: string };
  item: { kind: 'course' | 'event'; title: string };
  /** GST-inclusive, in paise. */
  amount: number;
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

const paise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupeesWithPaise = (amountPaise: number) => paise.format(toRupees(amountPaise));
const invoiceDate = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Tax invoice ${invoiceLabel(data.invoiceNumber)}`, Author: data.seller.legalName },
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

  const { seller } = data;
  doc.fillColor(SITE.themeColor).font('Helvetica-Bold').fontSize(22).text(seller.legalName, left, 50);
  doc.fillColor('#111827').font('Helvetica').fontSize(10);
  doc.text(seller.address, { width });
  doc.text(`GSTIN: ${seller.gstin}   ·   ${seller.email}   ·   ${seller.phone}`, { width });

  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(16).text('TAX INVOICE', left);
  if (data.testMode) {
    doc.fillColor('#b45309').fontSize(10).text('TEST MODE: no money was charged for this invoice.');
    doc.fillColor('#111827');
  }
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${invoiceLabel(data.invoiceNumber)}`);
  doc.text(`Invoice date: ${invoiceDate(data.issuedAt)}`);
  doc.text(`Payment ID: ${data.paymentId}`);
  doc.text(`Order ID: ${data.orderId}`);

  doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text('Billed to');
  doc.font('Helvetica').fontSize(10).text(data.buyer.name);
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

  const { taxable, gst } = splitGst(data.amount, SITE.gstRatePercent);
  const kind = data.item.kind === 'course' ? 'Course' : 'Event';
  doc.font('Helvetica').fontSize(10).text(`${kind}: ${data.item.title}`, columns.item, y, { width: 280 });
  const rowBottom = doc.y;
  doc.text(SITE.sacCode, columns.sac, y);
  money(rupeesWithPaise(taxable), columns.amount, y);
  y = Math.max(rowBottom, y + 16) + 8;
  doc.font('Helvetica').fontSize(10).text(`GST @ ${SITE.gstRatePercent}%`, columns.item, y);
  money(rupeesWithPaise(gst), columns.amount, y);
  y += 24;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#d1d5db').stroke();
  y += 10;
  doc.font('Helvetica-Bold').fontSize(11).text('Total (GST inclusive)', columns.item, y);
  const total = formatInr(toRupees(data.amount)).replace('₹', '');
  money(total, columns.amount, y, true);

  doc.font('Helvetica').fontSize(9).fillColor('#4b5563');
  doc.text(
    `Training services (SAC ${SITE.sacCode}). Amounts include GST at ${SITE.gstRatePercent}%. ` +
      'Refunds follow our Refund and Cancellation Policy. This is a computer-generated invoice and needs no signature.',
    left,
    y + 50,
    { width },
  );
  doc.end();
  return done;
}
